import json, re, sys
sys.path.insert(0, "tools/blocker18")
from classify import term_classes
from table import A, N, expected, candidates
from unlock import blind, english
SIMS = json.load(open("tools/blocker18/sims.json"))

def sim(w, s):
    return SIMS.get(w + "\t" + s["text"], [0, ""])[0]

def nouns_cov(p, s):
    nouns = {t[0] for t in p["terms"] if not t[1]}
    return len([c for c in s["covered"] if c in nouns])

def verbs_cov(p, s):
    verbs = {t[0] for t in p["terms"] if t[1]}
    return len([c for c in s["covered"] if c in verbs])

def make(item_rule, sent_rule=lambda p, s: True, max_missing=9):
    def f(p, s):
        if len(s["missing"]) > max_missing or not sent_rule(p, s):
            return False
        return all(item_rule(term_classes(m, p), sim(m, s), p, s) for m in s["missing"])
    return f

RULES = {}
for k in (1, 2, 3):
    RULES[f"1 bare item, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] in ("noun", "verb"), lambda p, s, k=k: nouns_cov(p, s) >= k, 1)
    RULES[f"1 noun, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] == "noun", lambda p, s, k=k: nouns_cov(p, s) >= k, 1)
    RULES[f"1 verb, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] == "verb", lambda p, s, k=k: nouns_cov(p, s) >= k, 1)
    RULES[f"1 noun, nouns>={k} & verb"] = make(lambda c, x, p, s: c["kind"] == "noun", lambda p, s, k=k: nouns_cov(p, s) >= k and verbs_cov(p, s) >= 1, 1)
    RULES[f"bg|before items, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] in ("noun", "verb") and (c["clause"] == "background" or c["position"] == "before"), lambda p, s, k=k: nouns_cov(p, s) >= k)
    RULES[f"bg|before none items, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] in ("noun", "verb") and c["in_policy"] == "none" and (c["clause"] == "background" or c["position"] == "before"), lambda p, s, k=k: nouns_cov(p, s) >= k)
    RULES[f"bg items, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] in ("noun", "verb") and c["clause"] == "background", lambda p, s, k=k: nouns_cov(p, s) >= k)
    RULES[f"before items, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] in ("noun", "verb") and c["position"] == "before", lambda p, s, k=k: nouns_cov(p, s) >= k)
    RULES[f"verb before, nouns>={k}"] = make(lambda c, x, p, s: c["kind"] == "verb" and c["position"] == "before", lambda p, s, k=k: nouns_cov(p, s) >= k)
    RULES[f"not asked_flag noun|bgverb, nouns>={k}"] = make(lambda c, x, p, s: (c["kind"] == "noun" and not c["asked_flag"]) or (c["kind"] == "verb" and c["clause"] == "background"), lambda p, s, k=k: nouns_cov(p, s) >= k)
for t in (0.5, 0.6, 0.65):
    RULES[f"noun sim>={t}"] = make(lambda c, x, p, s, t=t: c["kind"] == "noun" and x >= t)
    RULES[f"noun|verb sim>={t}"] = make(lambda c, x, p, s, t=t: c["kind"] in ("noun", "verb") and x >= t)
    RULES[f"verb sim>={t}"] = make(lambda c, x, p, s, t=t: c["kind"] == "verb" and x >= t)
    RULES[f"noun|verb sim>={t} nouns>=2"] = make(lambda c, x, p, s, t=t: c["kind"] in ("noun", "verb") and x >= t, lambda p, s: nouns_cov(p, s) >= 2)

def evaluate(rule, lang):
    a = ab = n = nb = 0; ids = []
    for r in A:
        e = expected(r)
        if not e or e[1]["passed"] or not e[1]["qok"] or not e[1]["covered"] or (lang == "en") != english(e[0]):
            continue
        if rule(*e):
            a += 1; ab += blind(r)
    nids = []
    for r in N:
        hit = any((lang == "en") == english(p) and rule(p, s) for p, s in candidates(r))
        n += hit; nb += hit and blind(r)
        if hit: nids.append(r["id"])
    return a, ab, n, nb, nids

if __name__ == "__main__":
    for lang in ("ko", "en"):
        print("=====", lang)
        for name, rule in RULES.items():
            a, ab, n, nb, _ = evaluate(rule, lang)
            if a: print(f"{name:40} ans {a:4} blind-odd {ab:3}  near {n:4} near-blind {nb:3}")
