#!/usr/bin/env bash
# Type-checks what viper-gen generates, and the stand-in snippets, against the REAL iPhoneOS SDK.
#
#   Tests/RealSDK/check.sh VIPER_GEN_BINARY [--sdks 26.2,18.6] [--modes 6,5] [--spec FILE ...]
#                          [--target arm64-apple-ios16.0] [--isolation main-actor] [--no-default-specs]
#                          [--jobs N] [--keep]
#   Tests/RealSDK/check.sh --snippets-only [--sdks ...] [--modes ...]
#
# Needs VIPER_GEN_IOS_SDK: a folder prepared once per machine (see README.md here) holding
# sdk/iPhoneOS<ver>.sdk, resource/, mcache/ and xctest-src/. Nothing from Apple is in this
# repository; this script only reads that folder (and keeps module caches in its mcache/).
#
# What it checks, for each SDK x Swift language mode (6 with -warnings-as-errors, and 5):
#   - a module Login in every pattern x UI x binding (MVVM) x test framework combination (MVC has no
#     pure SwiftUI; with --target below iOS 17 generated with --ios, without Observation), plus each
#     --spec FILE and every Tests/Fixtures/Specs/*.json: the sources as one iOS module
#     (-wmo -emit-module -parse-as-library; identical source sets, such as a combination's XCTest
#     and Swift Testing variants, are compiled once), then the generated XCTest files against it
#     (@testable import) and swift-corelibs-xctest built for iOS. Swift Testing files cannot be
#     checked (the toolchain's Testing module is built for Linux only);
#   - Tests/Fixtures/StandIns/PositiveSnippets/*.swift must type-check (every mode asked for; at the
#     SDK's default target, whatever --target says);
#     NegativeSnippets/*.swift must fail in the mode named on line 2 with the text on line 1
#     (`// expect-error: ...`). A snippet with a line `// real-sdk: skip (reason)` is not checked
#     here; one with `// real-sdk: only 18 (reason)` only against SDKs 18.x.
#   - with --isolation main-actor, Xcode 26's new-project settings: the sources are compiled with
#     -default-isolation MainActor and the approachable-concurrency upcoming features
#     (NonisolatedNonsendingByDefault, InferIsolatedConformances), plus a probe file per module
#     that builds each `nonisolated` service from a nonisolated function (it fails if a service
#     was moved onto the main actor). The XCTest files are checked with the upcoming features
#     but nonisolated by default (swift-corelibs-xctest's XCTestCase cannot be checked under
#     main-actor default isolation).
# Prints one line per failure with the first compiler errors, then a summary line:
#   real-sdk: sources A/B, xctest C/D, snippets E/F (sdks 26.2,18.6; modes 6,5)
# Exit status: 0 all passed, 1 something failed, 2 no prepared SDK (or bad usage).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export REALSDK_REPO="$(cd "$HERE/../.." && pwd)"
command -v python3 >/dev/null || { echo "real-sdk: python3 is required" >&2; exit 2; }
exec python3 - "$@" <<'PYTHON'
import argparse, concurrent.futures as cf, hashlib, json, os, pathlib, re, shutil, subprocess, sys, tempfile, threading, time

REPO = pathlib.Path(os.environ["REALSDK_REPO"])
SNIPPETS = REPO / "Tests" / "Fixtures" / "StandIns"
DEFAULT_SPECS = REPO / "Tests" / "Fixtures" / "Specs"
PATTERNS = ["viper", "mvp", "mvvm", "mvc"]
UIS = ["uikit", "swiftui", "swiftui-hosted"]
BINDINGS = ["closures", "combine", "observation"]
FRAMEWORKS = ["xctest", "swift-testing"]
DIAG = re.compile(r"^(\S[^:]*):(\d+):(\d+): (error|warning): (.*)$")


def die(msg):
    print(f"real-sdk: {msg}", file=sys.stderr)
    sys.exit(2)


def parse_args():
    ap = argparse.ArgumentParser(prog="check.sh", description="Type-check viper-gen output against the real iOS SDK.")
    ap.add_argument("binary", nargs="?", help="the viper-gen executable")
    ap.add_argument("--sdks", default="26.2,18.6")
    ap.add_argument("--modes", default="6,5")
    ap.add_argument("--spec", action="append", default=[], help="a spec to generate (repeatable)")
    ap.add_argument("--target", help="deployment target, e.g. arm64-apple-ios16.0 (arm64e for SDKs that ship only that)")
    ap.add_argument("--isolation", choices=["default", "main-actor"], default="default",
                    help="main-actor: compile the sources with Xcode 26's -default-isolation MainActor and approachable concurrency")
    ap.add_argument("--no-default-specs", action="store_true", help=f"skip {DEFAULT_SPECS.relative_to(REPO)}/*.json")
    ap.add_argument("--snippets-only", action="store_true", help="check only the stand-in snippets (no viper-gen needed)")
    ap.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    a = ap.parse_args()
    if not a.binary and not a.snippets_only:
        ap.error("the viper-gen executable is required (or --snippets-only)")
    for m in a.modes.split(","):
        if m not in ("5", "6"):
            die(f"unknown language mode {m!r} (use 6 and/or 5)")
    return a


class SDK:
    """swiftc against one prepared iPhoneOS SDK (what Tests/RealSDK/README.md describes)."""

    def __init__(self, home, ver, target):
        self.home, self.ver = home, ver
        self.path = home / "sdk" / f"iPhoneOS{ver}.sdk"
        arch, default = ("arm64e", "ios18.0") if ver.startswith("26.") else ("arm64", "ios17.0")
        t = target or f"{arch}-apple-{default}"
        if arch == "arm64e" and t.startswith("arm64-"):
            t = "arm64e-" + t[len("arm64-"):]  # the 26.2 snapshot has arm64e interfaces only
        self.target = t
        self.cache = home / "mcache" / ver
        self.cache.mkdir(parents=True, exist_ok=True)
        self.swiftc = "/opt/swift/usr/bin/swiftc" if os.path.exists("/opt/swift/usr/bin/swiftc") else "swiftc"
        # Newer SDKs need their own SwiftShims on the import path; 17.0 clashes with a second copy.
        self.shims = [] if ver == "17.0" else ["-I", str(self.path / "usr/lib/swift/shims")]

    def cmd(self, args):
        return ([self.swiftc, "-target", self.target, "-sdk", str(self.path), "-resource-dir", str(self.home / "resource")]
                + self.shims + ["-module-cache-path", str(self.cache)] + args)

    runs = 0
    runs_lock = threading.Lock()

    def run(self, args, cwd=None):
        with SDK.runs_lock:
            SDK.runs += 1
        r = subprocess.run(self.cmd(args), capture_output=True, text=True, cwd=cwd)
        return r.returncode, r.stdout + r.stderr

    def warm(self):
        """Builds the SDK's module cache once (35-50 s the first time, then instant)."""
        src = self.cache / "warm.swift"
        src.write_text("import SwiftUI\nimport UIKit\nimport Combine\nimport Observation\n")
        extra = ["-Xfrontend", "-disable-availability-checking"] if self.ver == "17.0" else []
        # iOS 17.0's SwiftUI interface trips 6.3's availability checks while being built; the cache
        # key ignores that flag, so client code is still checked.
        return self.run(["-typecheck"] + extra + [str(src)])


def first_errors(out, strip, n=3):
    lines = []
    for line in out.splitlines():
        m = DIAG.match(line)
        if m and line not in lines:
            lines.append(line.replace(strip, ""))
    if not lines:
        lines = [l.replace(strip, "") for l in out.strip().splitlines()[-n:]]
    return " | ".join(lines[:n])


def main():
    a = parse_args()
    t0 = time.time()
    home_env = os.environ.get("VIPER_GEN_IOS_SDK", "")
    if not home_env:
        die("VIPER_GEN_IOS_SDK is not set: point it at a folder prepared as Tests/RealSDK/README.md describes "
            "(sdk/iPhoneOS<ver>.sdk, resource/, mcache/, xctest-src/)")
    home = pathlib.Path(home_env).resolve()
    sdks = a.sdks.split(",")
    missing = [str(home / "sdk" / f"iPhoneOS{v}.sdk") for v in sdks if not (home / "sdk" / f"iPhoneOS{v}.sdk").is_dir()]
    missing += [str(home / d) for d in ("resource", "xctest-src") if not (home / d).is_dir()]
    if missing:
        die(f"VIPER_GEN_IOS_SDK={home} is not prepared (missing {', '.join(missing)}); see Tests/RealSDK/README.md")
    binary = pathlib.Path(a.binary).resolve() if a.binary else None
    if binary and not (binary.is_file() and os.access(binary, os.X_OK)):
        die(f"{a.binary} is not an executable viper-gen")
    xctest_files = sorted(str(p) for p in (home / "xctest-src").rglob("*.swift"))
    modes = a.modes.split(",")
    work = pathlib.Path(tempfile.mkdtemp(prefix="realsdk-"))
    strip = str(work) + "/"
    fails, notes = [], []
    lock = threading.Lock()

    def fail(line):
        with lock:
            fails.append(line)

    # --- generate ---------------------------------------------------------------------------
    targets = []  # dicts: name, src, tst, ios (a spec's declared iOS, or None)
    skipped_specs = []

    def declared_ios(spec):
        """The spec's `defaults.ios` as a number, or None."""
        try:
            value = json.loads(spec.read_text()).get("defaults", {}).get("ios")
            return float(".".join(str(value).split(".")[:2])) if value else None
        except (ValueError, AttributeError):
            return None
    gen_failed = []

    refused = []

    def gen(name, args, refusable=False, spec_ios=None):
        # Each combination in its own folder, with its own viper-gen.lock: one lock for all would
        # make every earlier Login the older output of the next (left compiled beside it: refused).
        folder = work / "gen" / name
        src, tst = folder / "Sources", folder / "Tests"
        folder.mkdir(parents=True, exist_ok=True)
        r = subprocess.run([str(binary)] + args + ["--output", str(src), "--tests-output", str(tst), "--testable-import", name],
                           capture_output=True, text=True, cwd=folder)
        if r.returncode != 0 and refusable and "needs iOS 17" in r.stderr:
            refused.append(name)  # a spec that asks for Observation, refused at this --target's iOS
            return None
        if r.returncode != 0:
            fail(f"generate {name} ({' '.join(args)}): exit {r.returncode}: {(r.stderr or r.stdout).strip()[:300]}")
            gen_failed.append(name)
            return None
        targets.append(dict(name=name, src=src, tst=tst, ios=spec_ios))
        return tst

    # The deployment target the code is generated for: the --target's iOS version (else the tool's default).
    m = re.search(r"ios(\d+(?:\.\d+)?)", a.target or "")
    ios = m.group(1) if m else None
    ios_flags = ["--ios", ios] if ios else []
    below17 = ios is not None and float(ios) < 17
    for p in ([] if a.snippets_only else PATTERNS):
        for ui in UIS:
            if p == "mvc" and ui == "swiftui":
                continue  # refused by the tool: MVC's controller is a UIViewController
            for b in (BINDINGS if p == "mvvm" else [None]):
                if below17 and b == "observation":
                    continue  # refused by the tool: Observation needs iOS 17
                for t in FRAMEWORKS:
                    name = "_".join(x for x in [p, ui.replace("-", ""), b, t.replace("-", "")] if x)
                    gen(name, ["generate", "Login", "--pattern", p, "--ui", ui, "--tests", t] + (["--binding", b] if b else []) + ios_flags)
    specs = [] if a.snippets_only else [pathlib.Path(s) for s in a.spec]
    if not a.no_default_specs and not a.snippets_only and DEFAULT_SPECS.is_dir():
        specs += sorted(DEFAULT_SPECS.glob("*.json"))
    for i, spec in enumerate(specs):
        if not spec.is_file():
            fail(f"spec {spec}: no such file"); gen_failed.append(str(spec)); continue
        stem = re.sub(r"\W", "_", spec.stem)
        name = f"spec{i}_{stem}"
        # A copy in the work folder: viper-gen writes its lock beside the spec it uses.
        copy = work / "specs" / f"{name}.json"
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(spec, copy)
        # The iOS version the spec's code targets (its defaults), unless --ios overrides it.
        spec_ios = None if ios_flags else declared_ios(spec)
        tst = gen(name, ["generate", "--spec", str(copy)] + ios_flags, refusable=below17, spec_ios=spec_ios)
        # A spec whose tests use Swift Testing is generated once more with XCTest tests, which can be checked.
        if tst and any(uses(f, "Testing") for f in tst.rglob("*.swift")):
            xcopy = work / "specs" / f"{name}_xctest.json"
            shutil.copyfile(spec, xcopy)
            gen(name + "_xctest", ["generate", "--spec", str(xcopy), "--tests", "xctest"] + ios_flags, refusable=below17,
                spec_ios=spec_ios)
    t_gen = time.time() - t0

    # --- SDK module caches and the XCTest stand-in ------------------------------------------
    sdk_objs = {v: SDK(home, v, a.target) for v in sdks}
    xctest_dirs = {}

    def prepare(v):
        s = sdk_objs[v]
        rc, out = s.warm()
        if rc != 0:
            fail(f"[{v}] the SDK's modules do not build: {first_errors(out, strip)}")
            return
        # swift-corelibs-xctest built for iOS (Apple's XCTest is not in the SDK); kept in mcache/.
        h = hashlib.sha256()
        for f in xctest_files:
            h.update(f.encode()); h.update(pathlib.Path(f).read_bytes())
        h.update(s.target.encode()); h.update(subprocess.run([s.swiftc, "--version"], capture_output=True, text=True).stdout.encode())
        xdir = s.cache / f"XCTest-{s.target}-{h.hexdigest()[:12]}"
        if not (xdir / "XCTest.swiftmodule").exists():
            tmp = pathlib.Path(tempfile.mkdtemp(dir=s.cache, prefix="XCTest-building-"))
            rc, out = s.run(["-emit-module", "-module-name", "XCTest", "-parse-as-library", "-swift-version", "5",
                             "-emit-module-path", str(tmp / "XCTest.swiftmodule")] + xctest_files)
            if rc != 0:
                shutil.rmtree(tmp, ignore_errors=True)
                fail(f"[{v}] cannot build the XCTest stand-in: {first_errors(out, strip)}")
                return
            try:
                tmp.rename(xdir)
            except OSError:
                shutil.rmtree(tmp, ignore_errors=True)  # another run got there first
        xctest_dirs[v] = xdir

    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        list(ex.map(prepare, sdks))
    t_prep = time.time() - t0 - t_gen

    # --- checks -----------------------------------------------------------------------------
    counts = dict(src_ok=0, src_n=0, xct_ok=0, xct_n=0, snip_ok=0, snip_n=0)

    def count(key, ok):
        with lock:
            counts[key + "_n"] += 1
            if ok:
                counts[key + "_ok"] += 1

    untestable = sum(1 for t in targets if t["tst"].is_dir() and any(uses(f, "Testing") for f in t["tst"].rglob("*.swift")))

    def xctest_files(t):
        """The test files to check with XCTest (none when no file imports XCTest)."""
        if not t["tst"].is_dir():
            return []
        tfiles = sorted(str(p) for p in t["tst"].rglob("*.swift") if not uses(p, "Testing"))
        return tfiles if any(uses(pathlib.Path(f), "XCTest") for f in tfiles) else []

    # Approachable concurrency in every target, as Xcode 26 sets it (a mock's async closure
    # parameter must mean what the protocol's means); the main actor as the sources' default.
    approachable_flags = (["-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                           "-enable-upcoming-feature", "InferIsolatedConformances"]
                          if a.isolation == "main-actor" else [])
    isolation_flags = (["-default-isolation", "MainActor"] + approachable_flags
                       if a.isolation == "main-actor" else [])

    def isolation_probe(mdir, name, files):
        """Under main-actor default isolation: a file that builds every `nonisolated` service
        from a nonisolated function, which fails if one was moved onto the main actor."""
        services = []
        for f in files:
            services += re.findall(r"^nonisolated final class (\w+)", pathlib.Path(f).read_text(), re.M)
        if not services:
            return []
        probe = mdir / "IsolationProbe.swift"
        probe.write_text("nonisolated func isolationProbe() {\n"
                         + "".join(f"    _ = {s}()\n" for s in sorted(set(services))) + "}\n")
        return [str(probe)]

    def emit(v, mode, name, files):
        mdir = work / "modules" / f"{v}-{mode}" / name
        mdir.mkdir(parents=True, exist_ok=True)
        probe = isolation_probe(mdir, name, files) if isolation_flags else []
        rc, out = sdk_objs[v].run(["-wmo", "-emit-module", "-module-name", name, "-parse-as-library", "-enable-testing",
                                   "-emit-module-path", str(mdir / f"{name}.swiftmodule")]
                                  + flags_for(mode) + isolation_flags + files + probe, cwd=work)
        return rc, out, mdir

    def check_group(v, mode, group):
        """Source sets with identical files (e.g. the XCTest and Swift Testing variants of a
        combination) are compiled once; each still counts as checked."""
        tag = f"[{v} Swift {mode}]"
        leader = group[0]
        files = sorted(str(p) for p in leader["src"].rglob("*.swift"))
        rc, out, mdir = emit(v, mode, leader["name"], files)
        for _ in group:
            count("src", rc == 0)
        if rc != 0:
            same = f" (same sources: {', '.join(t['name'] for t in group[1:])})" if len(group) > 1 else ""
            fail(f"{tag} {leader['name']} sources{same}: {first_errors(out, strip)}")
            return
        for t in group:
            tfiles = xctest_files(t)
            if not tfiles or v not in xctest_dirs:
                continue
            tdir = mdir
            if t is not leader:  # @testable import needs a module of this name
                rc, out, tdir = emit(v, mode, t["name"], sorted(str(p) for p in t["src"].rglob("*.swift")))
                if rc != 0:
                    count("xct", False)
                    fail(f"{tag} {t['name']} XCTest tests: its module did not build: {first_errors(out, strip)}")
                    continue
            rc, out = sdk_objs[v].run(["-wmo", "-typecheck", "-module-name", t["name"] + "Tests", "-parse-as-library",
                                       "-I", str(tdir), "-I", str(xctest_dirs[v])] + flags_for(mode) + approachable_flags + tfiles, cwd=work)
            count("xct", rc == 0)
            if rc != 0:
                fail(f"{tag} {t['name']} XCTest tests: {first_errors(out, strip)}")

    def flags_for(mode):
        return ["-swift-version", mode, "-enable-upcoming-feature", "ExistentialAny"] + (["-warnings-as-errors"] if mode == "6" else [])

    groups = {}
    for t in targets:
        h = hashlib.sha256()
        for f in sorted(t["src"].rglob("*.swift")):
            h.update(str(f.relative_to(t["src"])).encode() + b"\0" + f.read_bytes() + b"\0")
        groups.setdefault(h.hexdigest(), []).append(t)
    # The member with XCTest files leads, so that its module is the one compiled.
    groups = [sorted(g, key=lambda t: not xctest_files(t)) for g in groups.values()]

    def real_sdk_rule(path):
        """A snippet's `// real-sdk: skip (reason)` or `// real-sdk: only 18 (reason)` line, if any."""
        for line in path.read_text().splitlines()[:12]:
            m = re.match(r"^// real-sdk: (skip|only)\b\s*(.*)$", line)
            if m:
                return m.group(1), m.group(2).strip()
        return None, ""

    def applies(path, v):
        kind, rest = real_sdk_rule(path)
        if kind == "skip":
            return False
        if kind == "only":
            prefixes = re.split(r"[,\s]+", rest.split("(")[0].strip())
            return any(v == p or v.startswith(p + ".") for p in prefixes if p)
        return True

    # Snippets hold the stand-ins to the SDK at its own default target (they use what that
    # target has, such as Observation); --target applies to the generated code.
    snippet_sdks = {v: SDK(home, v, None) for v in sdks} if a.target else sdk_objs

    def check_positive(v, mode, path):
        s = snippet_sdks[v]
        rc, out = s.run(["-typecheck", "-module-name", "main", "-swift-version", mode]
                        + (["-warnings-as-errors"] if mode == "6" else []) + [str(path)])
        count("snip", rc == 0)
        if rc != 0:
            fail(f"[{v} Swift {mode}] positive snippet {path.name} does not type-check: {first_errors(out, str(path.parent) + '/')}")

    def check_negative(v, path):
        s = snippet_sdks[v]
        lines = path.read_text().splitlines() + ["", ""]
        expected = lines[0][len("// expect-error: "):] if lines[0].startswith("// expect-error: ") else ""
        mode = lines[1][len("// mode: "):].strip() if lines[1].startswith("// mode: ") else ""
        if not expected or mode not in ("5", "6"):
            count("snip", False)
            fail(f"[{v}] negative snippet {path.name}: bad header (need '// expect-error: ...' then '// mode: 5|6')")
            return
        rc, out = s.run(["-typecheck", "-module-name", "main", "-swift-version", mode, "-warnings-as-errors", str(path)])
        ok = rc != 0 and expected in out
        count("snip", ok)
        if rc == 0:
            fail(f"[{v} Swift {mode}] negative snippet {path.name} type-checks, expected an error containing \"{expected}\"")
        elif not ok:
            fail(f"[{v} Swift {mode}] negative snippet {path.name} fails without \"{expected}\": {first_errors(out, str(path.parent) + '/')}")

    jobs, skipped = [], []
    positives = sorted((SNIPPETS / "PositiveSnippets").glob("*.swift"))
    negatives = sorted((SNIPPETS / "NegativeSnippets").glob("*.swift"))
    for path in positives + negatives:
        kind, rest = real_sdk_rule(path)
        left_out = [v for v in sdks if not applies(path, v)]
        if left_out:
            skipped.append(f"{path.parent.name}/{path.name} on {','.join(left_out)}: {kind} {rest}".rstrip())
    for v in sdks:
        # A spec whose code targets a newer iOS than this SDK's target (Mutex from iOS 18 at the
        # 18.6 SDK's iOS 17 default) is checked on the SDKs that reach it, not here.
        m = re.search(r"ios(\d+(?:\.\d+)?)", sdk_objs[v].target)
        sdk_ios = float(m.group(1)) if m else None
        for g in groups:
            if sdk_ios is not None and g[0]["ios"] is not None and g[0]["ios"] > sdk_ios:
                skipped_specs.append(f"{', '.join(t['name'] for t in g)} on {v} (the spec targets iOS {g[0]['ios']:g}, "
                                     f"the SDK's target is {sdk_objs[v].target})")
        for mode in modes:
            for g in groups:
                if sdk_ios is not None and g[0]["ios"] is not None and g[0]["ios"] > sdk_ios:
                    continue
                jobs.append((check_group, v, mode, g))
        for path in positives:
            if applies(path, v):
                for mode in modes:
                    jobs.append((check_positive, v, mode, path))
        for path in negatives:
            if applies(path, v):
                jobs.append((check_negative, v, path))
    # A generate failure leaves its source set unchecked: count it failed in every SDK x mode.
    for _ in gen_failed:
        for _v in sdks:
            for _m in modes:
                count("src", False)
    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for fut in [ex.submit(*j) for j in jobs]:
            fut.result()
    t_check = time.time() - t0 - t_gen - t_prep

    for f in sorted(fails):
        print("FAIL " + f)
    for s in skipped:
        print(f"snippet not checked: {s}")
    for s in skipped_specs:
        print(f"spec not checked: {s}")
    if untestable:
        print(f"note: {untestable} generated Swift Testing test sets were not type-checked "
              "(the toolchain's Testing module is built for Linux only; XCTest files are checked instead)")
    if refused:
        print(f"note: {len(refused)} specs ask for Observation, refused by viper-gen at iOS {ios}: {', '.join(refused)}")
    if a.target:
        print(f"note: deployment target {a.target} ({', '.join(f'{v}: {sdk_objs[v].target}' for v in sdks)})")
    print(f"timing: generate {t_gen:.1f}s, SDK caches and XCTest {t_prep:.1f}s, checks {t_check:.1f}s "
          f"({SDK.runs} compiler runs, {a.jobs} at a time)")
    if a.keep:
        print(f"kept {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    c = counts
    print(f"real-sdk: sources {c['src_ok']}/{c['src_n']}, xctest {c['xct_ok']}/{c['xct_n']}, "
          f"snippets {c['snip_ok']}/{c['snip_n']} (sdks {a.sdks}; modes {a.modes}"
          + ("; isolation main-actor" if isolation_flags else "") + ")")
    return 0 if not fails else 1


_uses = {}


def uses(path, module):
    """Whether a Swift file imports `module` (plain, @testable or @preconcurrency import)."""
    key = (str(path), module)
    if key not in _uses:
        text = pathlib.Path(path).read_text(errors="replace")
        _uses[key] = re.search(rf"^\s*(@\w+\s+)*import\s+{re.escape(module)}\s*$", text, re.M) is not None
    return _uses[key]


sys.exit(main())
PYTHON
