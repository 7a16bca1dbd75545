import sys
sys.path.insert(0, "tools/blocker18")
from unlock2 import A, N, expected, candidates, english, blind
from bot.rules.story_clause import excused

def lit(p):
    nouns = {t[0] for t in p["terms"] if not t[1]}
    return {c for s in p["sentences"] for c in s["covered"] if c in nouns}

def ok(p, s):
    nouns = {t[0] for t in p["terms"] if not t[1]}
    verbs = {t[0] for t in p["terms"] if t[1]}
    miss = s["missing"]
    ex = excused(p["text"], miss, s["covered"], nouns, verbs, s["text"], lambda w: p["concepts"].get(w, ()), lit(p))
    return bool(miss) and ex == set(miss)

a = ab = 0
for r in A:
    e = expected(r)
    if not e or e[1]["passed"] or not e[1]["qok"] or not e[1]["covered"] or english(e[0]): continue
    if ok(*e):
        a += 1; ab += blind(r)
        print("ANS", r["id"], "|", e[0]["text"], "| miss", e[1]["missing"], "|", e[1]["text"][:50])
n = 0
for r in N:
    for p, s in candidates(r):
        if not english(p) and ok(p, s):
            n += 1
            print("NEAR", r["id"], "|", p["text"], "| miss", s["missing"], "|", s["text"][:50]); break
print(a, ab, n)
