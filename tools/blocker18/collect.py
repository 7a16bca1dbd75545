"""collect.py LIST.json OUT.jsonl: per-sentence topic-rule verdicts (as /work/scratch/s15/diagq.py) for dev questions."""
import json
import os
import sys

from bot.answer.factory import build_pipeline
from bot.language.terms import compact
from bot.matching.model import split_sentences
from bot.models import Asker
from bot.rules.story import background_nouns
from bot.runtime import Runtime
from bot.settings import Settings

items = json.load(open(sys.argv[1]))
out_path = sys.argv[2]
done = set()
if os.path.exists(out_path):
    for line in open(out_path):
        done.add(json.loads(line)["id"])
s = Settings()
p = build_pipeline(s, runtime=Runtime(s, snapshot=True))
gen = p.generator
seen = []
orig = gen.generate


def spy(question, excerpts, lenient=True):
    seen.append((question, list(excerpts), lenient))
    return orig(question, excerpts, lenient)


gen.generate = spy
m = gen.matcher
out = open(out_path, "a")
for it in items:
    if it["id"] in done:
        continue
    seen.clear()
    r = p.handle(it["question"], Asker())
    rec = {"id": it["id"], "file": it["file"], "cat": it["cat"], "route": r.route.value, "reason": str(r.reason),
           "generated": bool(seen), "parts": []}
    want = [compact(a) for a in it.get("answer_contains") or []]
    for question, excerpts, lenient in seen[:1]:
        parts, _ = m.parts(question)
        rec["excerpts"] = [(e.doc_id if hasattr(e, "doc_id") else "", e.section) for e in excerpts]
        for part in parts:
            m.prepare([part], excerpts)
            lit = m.literal_nouns(part, excerpts)
            bg = background_nouns(part.text)
            prec = {"text": part.text, "terms": [[t.text, t.verb, t.asked] for t in part.terms],
                    "background": sorted(bg), "quantity": part.quantity, "permission": part.permission,
                    "extra": list(part.extra), "concepts": {k: sorted(v) for k, v in part.concepts.items()},
                    "sentences": []}
            for n, ex in enumerate(excerpts, 1):
                for sen in split_sentences(ex, n):
                    c = m.coverage(part, sen, ex, lit)
                    body = compact(f"{ex.section} {sen.text}")
                    hit = bool(want) and all(w in compact(sen.text) for w in want)
                    prec["sentences"].append({"n": n, "i": sen.index, "text": sen.text, "passed": c.passed,
                                              "missing": list(c.missing), "covered": list(c.covered),
                                              "qok": c.quantity_ok, "expected": hit, "rank": list(c.rank())})
            rec["parts"].append(prec)
    out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    out.flush()
