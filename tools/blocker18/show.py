import sys
sys.path.insert(0, "tools/blocker18")
from unlock2 import *
name = sys.argv[1]; lang = sys.argv[2] if len(sys.argv) > 2 else "ko"
rule = RULES[name]
print("--- ANS")
for r in A:
    e = expected(r)
    if not e or e[1]["passed"] or not e[1]["qok"] or not e[1]["covered"] or (lang == "en") != english(e[0]):
        continue
    if rule(*e):
        p, s = e
        print(r["id"], "|", p["text"], "| miss", s["missing"], "| cov", s["covered"], "|", s["text"][:60])
print("--- NEAR")
for r in N:
    for p, s in candidates(r):
        if (lang == "en") == english(p) and rule(p, s):
            print(r["id"], "|", p["text"], "| miss", s["missing"], "| cov", s["covered"], "|", s["text"][:60])
            break
