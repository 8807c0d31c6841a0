#!/usr/bin/env python3
"""Writes Sources/ViperGenKit/Render/TemplateContext+Value.swift: each template context struct
(TemplateContext.swift, GraphContext.swift, TestKitContext.swift) as a Mustache value, member by
member. Run it after adding or changing a context member (TemplateContextValueTests fails until
then):  python3 Tools/make-context-values.py (it formats what it writes)"""
import os, re
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
files=['TemplateContext.swift','GraphContext.swift','TestKitContext.swift']
structs=[]
for f in files:
    src=open(ROOT + '/Sources/ViperGenKit/Render/'+f).read()
    for m in re.finditer(r'(?:public|package) struct (\w+): Encodable[^{]*\{(.*?)\n\}', src, re.S):
        name, body = m.group(1), m.group(2)
        props=[]
        depth=0
        for line in body.split('\n'):
            # only top-level members of the struct body (skip nested funcs/inits)
            if depth==0:
                mm=re.match(r'\s{4}(?:public|package) var (\w+): ([^=]+?)\s*$', line) or re.match(r'\s{4}(?:public|package) var (\w+): (.+?) = .*$', line)
                md=re.match(r'\s{4}(?:public|package) var (\w+) = (false|true)\s*$', line)
                if mm: props.append((mm.group(1), mm.group(2).strip()))
                elif md: props.append((md.group(1), 'Bool'))
            depth += line.count('{') - line.count('}')
        structs.append((name, props))
names={s for s,_ in structs}
def expr(t, x):
    if t.endswith('?'):
        return f'{x}.map {{ {expr(t[:-1], "$0")} }} ?? .null'
    if t.startswith('[') and t.endswith(']'):
        return f'.array({x}.map {{ {expr(t[1:-1], "$0")} }})'
    if t=='String': return f'.string({x})'
    if t=='Int': return f'.int({x})'
    if t=='Bool': return f'.bool({x})'
    if t in names: return f'{x}.mustacheValue'
    raise SystemExit('unknown type '+t)
out=['''import Mustache

// Written by Tools/make-context-values.py; do not edit. The template contexts as Mustache
// values, written out member by member: what
// `ValueEncoder().encode(_:)` makes of their `Encodable` conformances, without its runtime
// (a third of generation time went to encoding contexts through `Encodable`).
// `TemplateContextValueTests` checks that both give the same value for every pattern, UI,
// binding, test framework and the spec fixtures: a member added to a context and not here
// fails it.
//
// Each context's keys are hashed once per process, into its `valueKeys` table (key → the
// member's position); a value is that table with each position replaced by the member
// (`mapValues` keeps the table's layout, so no key is hashed again). Building each object
// with a dictionary literal hashed every key of every context of every module: the largest
// part of building contexts.
''']
for name, props in structs:
    out.append(f'extension {name} {{')
    out.append('    /// Each key of `mustacheValue` with its member\'s position in `members`.')
    out.append('    private static let valueKeys: [String: Int] = [')
    for index, (p, t) in enumerate(props):
        out.append(f'        "{p}": {index},')
    out.append('    ]')
    out.append('')
    out.append('    /// This context as the value templates render with.')
    out.append('    package var mustacheValue: Value {')
    # Typed before it is wrapped: the module context's literal, untyped, is more than the type
    # checker solves in reasonable time.
    out.append('        let members: [Value] = [')
    for p,t in props:
        out.append(f'            {expr(t, p)},')
    out.append('        ]')
    out.append('        return .object(Self.valueKeys.mapValues { members[$0] })')
    out.append('    }')
    out.append('}\n')
open(ROOT + '/Sources/ViperGenKit/Render/TemplateContext+Value.swift','w').write('\n'.join(out))
print(f'{len(structs)} contexts written')
# Formatted as the rest of the tree (.swift-format), so that `Tools/format.sh lint` stays clean.
import subprocess
subprocess.run(['swift', 'format', 'format', '--in-place', '--configuration', ROOT + '/.swift-format',
                ROOT + '/Sources/ViperGenKit/Render/TemplateContext+Value.swift'], check=True)
