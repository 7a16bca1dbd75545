"""sims.py: max embedding similarity of each missing bare term to the words of its sentence -> tools/blocker18/sims.json"""
import json, sys
sys.path.insert(0, "tools/blocker18")
import numpy as np
from bot.answer.factory import build_pipeline
from bot.runtime import Runtime
from bot.settings import Settings
from bot.language.terms import words_of
from table import A, N, expected, candidates
s = Settings(); p = build_pipeline(s, runtime=Runtime(s, snapshot=True))
m = p.generator.matcher
pairs = set()
for r in A:
    e = expected(r)
    if e and not e[1]["passed"]:
        for w in e[1]["missing"]:
            if not w.startswith("("): pairs.add((w, e[1]["text"]))
for r in N:
    for pp, ss in candidates(r):
        for w in ss["missing"]:
            if not w.startswith("("): pairs.add((w, ss["text"]))
print(len(pairs))
out = {}
for w, t in pairs:
    ws = [x for x in words_of(t)]
    if not ws: continue
    sims = m._vectors([w]) @ m._vectors(ws).T
    k = int(np.argmax(sims[0]))
    out[w + "\t" + t] = [round(float(sims[0][k]), 3), ws[k]]
json.dump(out, open("tools/blocker18/sims.json", "w"), ensure_ascii=False)
