import json
import re
import sys
from collections import Counter
sys.path.insert(0, "tools/blocker18")
from classify import term_classes
from table import A, N, expected, candidates


def english(p):
    return len(re.findall(r"[가-힣]", p["text"])) < 3


def blind(r):
    return any(r["file"].endswith(s + ".json") for s in ("_zp2", "_zq2", "_zs2", "_zt2", "_zv2", "_zw2", "_zy2", "_zz2"))


RULES = {
    "noun": lambda c: c["kind"] == "noun",
    "verb": lambda c: c["kind"] == "verb",
    "noun none": lambda c: c["kind"] == "noun" and c["in_policy"] == "none",
    "noun none bg": lambda c: c["kind"] == "noun" and c["in_policy"] == "none" and c["clause"] == "background",
    "noun none before": lambda c: c["kind"] == "noun" and c["in_policy"] == "none" and c["position"] == "before",
    "noun bg": lambda c: c["kind"] == "noun" and c["clause"] == "background",
    "noun before": lambda c: c["kind"] == "noun" and c["position"] == "before",
    "noun before|bg": lambda c: c["kind"] == "noun" and (c["position"] == "before" or c["clause"] == "background"),
    "verb bg": lambda c: c["kind"] == "verb" and c["clause"] == "background",
    "verb before": lambda c: c["kind"] == "verb" and c["position"] == "before",
    "verb none": lambda c: c["kind"] == "verb" and c["in_policy"] == "none",
    "verb none before|bg": lambda c: c["kind"] == "verb" and c["in_policy"] == "none" and (c["position"] == "before" or c["clause"] == "background"),
    "any before|bg": lambda c: c["kind"] in ("noun", "verb") and (c["position"] == "before" or c["clause"] == "background"),
    "any none before|bg": lambda c: c["kind"] in ("noun", "verb") and c["in_policy"] == "none" and (c["position"] == "before" or c["clause"] == "background"),
    "person": lambda c: c.get("person"),
    "person none": lambda c: c.get("person") and c["in_policy"] == "none",
    "placetime": lambda c: c.get("placetime"),
    "latin noun": lambda c: c["kind"] == "noun" and c["latin"],
    "latin none": lambda c: c["kind"] == "noun" and c["latin"] and c["in_policy"] == "none",
    "noun not asked_flag": lambda c: c["kind"] == "noun" and not c["asked_flag"],
    "noun none not asked_flag": lambda c: c["kind"] == "noun" and c["in_policy"] == "none" and not c["asked_flag"],
}


def excused(s, p, rule):
    return all(rule(term_classes(m, p)) for m in s["missing"])


for lang in ("ko", "en"):
    print("=====", lang)
    print(f"{'rule':28} ans(all) ans(blind-odd) near  near-blind")
    for name, rule in RULES.items():
        a = ab = n = nb = 0
        for r in A:
            e = expected(r)
            if not e or e[1]["passed"] or not e[1]["qok"] or not e[1]["covered"]:
                continue
            if (lang == "en") != english(e[0]):
                continue
            if excused(e[1], e[0], rule):
                a += 1
                ab += blind(r)
        for r in N:
            hit = False
            for p, s in candidates(r):
                if (lang == "en") != english(p):
                    continue
                if excused(s, p, rule):
                    hit = True
                    break
            n += hit
            nb += hit and blind(r)
        print(f"{name:28} {a:5} {ab:5} {n:5} {nb:5}")
