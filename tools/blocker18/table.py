import json
import sys
from collections import Counter, defaultdict
sys.path.insert(0, "tools/blocker18")
from classify import term_classes


def load(f):
    return [json.loads(l) for l in open(f)]


A = load("tools/blocker18/ans.jsonl")
N = load("tools/blocker18/near.jsonl")


def expected(r):
    """(part, sentence) of the expected sentence with fewest missing items."""
    best = None
    for p in r["parts"]:
        for s in p["sentences"]:
            if s["expected"] and (best is None or len(s["missing"]) < len(best[1]["missing"])):
                best = (p, s)
    return best


def candidates(r):
    """near miss: sentences that could be unlocked (covered something, quantity fine, not passed)."""
    for p in r["parts"]:
        for s in p["sentences"]:
            if s["covered"] and s["qok"] and not s["passed"]:
                yield p, s


def label(c):
    if c["kind"] == "problem":
        return "problem"
    return c["kind"]


FEATS = ["kind", "in_policy", "clause", "position", "latin", "person", "placetime", "asked_flag"]
ca = defaultdict(Counter)
cn = defaultdict(Counter)
for r in A:
    e = expected(r)
    if not e or e[1]["passed"]:
        continue
    p, s = e
    for m in s["missing"]:
        c = term_classes(m, p)
        for f in FEATS:
            if f in c:
                ca[f][(c["kind"] if f != "kind" else "", c[f])] += 1
# near: per question, the classes of items of its single closest sentence (max covered, fewest missing)
for r in N:
    cands = list(candidates(r))
    if not cands:
        continue
    p, s = min(cands, key=lambda ps: (len(ps[1]["missing"]), -len(ps[1]["covered"])))
    for m in s["missing"]:
        c = term_classes(m, p)
        for f in FEATS:
            if f in c:
                cn[f][(c["kind"] if f != "kind" else "", c[f])] += 1
if __name__ == "__main__":
      for f in FEATS:
        print("==", f)
        for k in sorted(set(ca[f]) | set(cn[f]), key=str):
            print(f"  {k}: ans {ca[f][k]}  near {cn[f][k]}")
