"""final_table.py: the markdown table of blocking items by class (answerable handoffs vs near misses)."""
import sys
from collections import Counter
sys.path.insert(0, "tools/blocker18")
from classify import term_classes
from unlock2 import A, N, expected, candidates, english, blind, sim
import bot.rules.story_clause as sc

PERSONAL = None
CLASSES = {
    "noun": lambda c, x: c["kind"] == "noun",
    "  noun in a policy text": lambda c, x: c["kind"] == "noun" and c["in_policy"] == "policy",
    "  noun only in the glossary": lambda c, x: c["kind"] == "noun" and c["in_policy"] == "glossary",
    "  noun in no policy nor glossary": lambda c, x: c["kind"] == "noun" and c["in_policy"] == "none",
    "  noun in a background clause (story.background_nouns)": lambda c, x: c["kind"] == "noun" and c["clause"] == "background",
    "  noun before the last connective (position)": lambda c, x: c["kind"] == "noun" and c["position"] == "before",
    "  noun: argument of the final predicate": lambda c, x: c["kind"] == "noun" and c["clause"] == "final-arg",
    "  noun in no policy AND background/before": lambda c, x: c["kind"] == "noun" and c["in_policy"] == "none" and (c["clause"] == "background" or c["position"] == "before"),
    "  person / role word": lambda c, x: c.get("person"),
    "  place / time / event word": lambda c, x: c.get("placetime"),
    "  Latin-script word (product, tool, English)": lambda c, x: c["kind"] == "noun" and c["latin"],
    "  noun: a word of the sentence embeds near it (sim >= 0.6)": lambda c, x: c["kind"] == "noun" and x >= 0.6,
    "predicate (verb/adjective)": lambda c, x: c["kind"] == "verb",
    "  predicate in no policy nor glossary": lambda c, x: c["kind"] == "verb" and c["in_policy"] == "none",
    "  background predicate (clauses.background_predicates)": lambda c, x: c["kind"] == "verb" and c["clause"] == "background",
    "  predicate before the last connective": lambda c, x: c["kind"] == "verb" and c["position"] == "before",
    "  predicate: a word of the sentence embeds near it (sim >= 0.6)": lambda c, x: c["kind"] == "verb" and x >= 0.6,
    "glossary phrase of the question": lambda c, x: c["kind"] == "extra",
    "rule problem (parenthesised: situation, scope, title only …)": lambda c, x: c["kind"] == "problem",
}


def items(p, s):
    return [(term_classes(m, p), 0 if m.startswith("(") else sim(m, s)) for m in s["missing"]]


ans_items = Counter(); near_items = Counter(); ans_q = Counter(); near_q = Counter(); ans_b = Counter()
exp_rows = []
for r in A:
    e = expected(r)
    if not e or e[1]["passed"] or not e[1]["qok"] or not e[1]["covered"]:
        continue
    exp_rows.append((r, *e))
near_rows = [(r, list(candidates(r))) for r in N]
for name, f in CLASSES.items():
    for r, p, s in exp_rows:
        its = items(p, s)
        ans_items[name] += sum(1 for c, x in its if f(c, x))
        if its and all(f(c, x) for c, x in its):
            ans_q[name] += 1; ans_b[name] += blind(r)
    for r, cands in near_rows:
        if cands:
            p, s = min(cands, key=lambda ps: (len(ps[1]["missing"]), -len(ps[1]["covered"])))
            near_items[name] += sum(1 for c, x in items(p, s) if f(c, x))
        if any(all(f(c, x) for c, x in items(p, s)) for p, s in cands):
            near_q[name] += 1
print("| class of the blocking item | items: answerable (expected sentence) | items: near miss (closest sentence) "
      "| answerable unlocked if the class did not block (odd blind) | near misses unlocked |")
print("|---|---|---|---|---|")
for name in CLASSES:
    print(f"| {name.strip() if not name.startswith('  ') else '&nbsp;&nbsp;' + name.strip()} | {ans_items[name]} | "
          f"{near_items[name]} | {ans_q[name]} ({ans_b[name]}) | {near_q[name]} |")
print(len(exp_rows), sum(1 for r, c in near_rows if c))
