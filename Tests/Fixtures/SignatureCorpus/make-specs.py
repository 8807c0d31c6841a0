#!/usr/bin/env python3
"""Turns corpus.json into the spec fixtures Tests/Fixtures/Specs/corpus-*.json.

usage: make-specs.py VIPER_GEN [--check]

Every corpus entry (method, field, input) is first decoded on its own by `viper-gen generate
--dry-run`; an entry the tool refuses must be refused with a positioned error
(`file:line:col: error: key.path: ...`), and is listed in refused.txt with the message. Every
accepted entry goes into one spec per pattern (corpus-viper.json, ...), spread over the
pattern's method roles, at most 25 methods per module, fields as entity fields (and MVVM
state), inputs as module input; the corpus entities are declared in the first module. Entries
that use Darwin-only Foundation API go into corpus-darwin.json, which the Linux harness skips and
the real-SDK check compiles. With --check, nothing is written: exit 1 when a file would change.
"""
import json, os, pathlib, re, subprocess, sys, tempfile

HERE = pathlib.Path(__file__).resolve().parent
SPECS = HERE.parent / "Specs"
ROLES = {"viper": ["interactor", "presenter", "view", "interactorOutput", "router"], "mvp": ["presenter", "view"],
         "mvvm": ["viewModel"], "mvc": ["controller", "view"]}
LIFECYCLE = {"viper": ("presenter", "viewDidLoad"), "mvp": ("presenter", "viewDidLoad"), "mvvm": ("viewModel", "onAppear")}
POSITIONED = re.compile(r"^probe\.json:\d+:\d+: error: modules\[(\d+)\]\.\S+: .+")

def probe(vg, kind, entries, entities):
    """The entries the tool refuses, with its message: {index: message}."""
    modules = []
    for index, text in enumerate(entries):
        module = {"name": f"Probe{index}", "pattern": "viper", "entities": [] if index else entities}
        if kind == "method": module["interactor"] = [text]
        elif kind == "field": module["entities"] = module["entities"] + [{"name": f"ProbeEntity{index}", "fields": [text]}]
        else: module["input"] = [text]
        modules.append(module)
    with tempfile.TemporaryDirectory() as work:
        spec = pathlib.Path(work) / "probe.json"
        spec.write_text(json.dumps({"modules": modules}, indent=1))
        run = subprocess.run([vg, "generate", "--spec", "probe.json", "--dry-run"], cwd=work, capture_output=True, text=True)
    refused = {}
    for line in run.stderr.splitlines():
        if ": warning: " in line or line.startswith("probe.json: ") or not line.strip():
            continue
        match = POSITIONED.match(line)
        if not match:
            sys.exit(f"make-specs: {kind} refusal without a position: {line}")
        refused.setdefault(int(match.group(1)), line.split(": error: ", 1)[1])
    return refused

def identity(signature):
    return re.sub(r"\s+", "", signature.split("->")[0])

def build(vg):
    corpus = json.loads((HERE / "corpus.json").read_text())
    entities = [{"name": e["name"], "fields": e["fields"]} for e in corpus["entities"]]
    kinds = {"method": [m["signature"] for m in corpus["methods"]], "field": [f["field"] for f in corpus["fields"]],
             "input": [i["input"] for i in corpus["inputs"]]}
    darwin = {"method": {i for i, m in enumerate(corpus["methods"]) if m.get("darwinOnly")},
              "field": {i for i, f in enumerate(corpus["fields"]) if f.get("darwinOnly")},
              "input": {i for i, f in enumerate(corpus["inputs"]) if f.get("darwinOnly")}}
    refused, report = {}, []
    for kind, entries in kinds.items():
        refused[kind] = probe(vg, kind, entries, entities)
        for index, message in sorted(refused[kind].items()):
            report.append(f"{kind} {json.dumps(entries[index])}\n    {message}")
    files = {}
    for name in ["viper", "mvp", "mvvm", "mvc", "darwin"]:
        pattern = "viper" if name == "darwin" else name
        pick = lambda kind: [t for i, t in enumerate(kinds[kind]) if i not in refused[kind] and ((i in darwin[kind]) == (name == "darwin"))]
        methods, fields, inputs = pick("method"), pick("field"), pick("input")
        modules = []
        def module():
            m = {"name": f"Corpus{name.capitalize()}{len(modules) + 1:02d}", "pattern": pattern}
            modules.append(m)
            return m
        current, count, seen = module(), 0, {}
        roles = ROLES[pattern]
        for index, signature in enumerate(methods):
            role = roles[index % len(roles)]
            lifecycle = LIFECYCLE.get(pattern)
            if lifecycle and role == lifecycle[0] and signature.strip().startswith(lifecycle[1] + "("):
                role = next((r for r in roles if r != lifecycle[0]), role)
            # NSObject makes hash(into:) final: not in roles a view or view controller implements.
            if re.match(r"\s*hash\s*\(\s*into\b", signature):
                safe = [r for r in roles if r not in ("view", "controller") or (pattern != "mvc" and r == "controller")]
                if not safe:
                    continue
                role = safe[0]
            key = (role, identity(signature))
            if count >= 25 or key in seen.get(id(current), set()):
                current, count = module(), 0
            seen.setdefault(id(current), set()).add(key)
            current.setdefault(role, []).append(signature)
            count += 1
        # Groups of at most 20 fields with distinct names (the corpus repeats `id`, `range`...).
        groups = []
        for field in fields:
            fieldName = field.split(":")[0].strip()
            group = next((g for g in groups if len(g) < 20 and all(f.split(":")[0].strip() != fieldName for f in g)), None)
            if group is None:
                group = []
                groups.append(group)
            group.append(field)
        modules[0]["entities"] = list(entities) + [{"name": f"CorpusFields{n + 1}", "fields": g} for n, g in enumerate(groups)]
        if pattern == "mvvm":
            for n, group in enumerate(groups):
                (modules[n] if n < len(modules) else module())["state"] = group
        for n, start in enumerate(range(0, len(inputs), 5)):
            (modules[n] if n < len(modules) else module())["input"] = inputs[start:start + 5]
        if name == "darwin" and not methods:
            continue
        files[f"corpus-{name}.json"] = json.dumps({"defaults": {"pattern": pattern}, "modules": modules}, indent=1) + "\n"
    files["../SignatureCorpus/refused.txt"] = "Corpus entries viper-gen refuses, with its message (make-specs.py):\n\n" + "\n".join(report) + "\n"
    return files

def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    files = build(os.path.abspath(sys.argv[1]))
    check = "--check" in sys.argv[2:]
    stale = []
    for name, text in files.items():
        path = SPECS / name
        if not path.exists() or path.read_text() != text:
            stale.append(str(path.resolve().relative_to(HERE.parent.parent.parent)))
            if not check:
                path.write_text(text)
    if check and stale:
        print("out of date (run Tests/Fixtures/SignatureCorpus/make-specs.py .build/debug/viper-gen): " + ", ".join(stale))
        sys.exit(1)
    print(("checked " if check else "wrote ") + ", ".join(sorted(files)))

main()
