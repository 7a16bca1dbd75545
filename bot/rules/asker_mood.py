"""How the asker feels or how hurried they are: "급하게 들어가야 되는데", "귀찮은데", "요즘 바빠서", "불안해서".

An employee often says why they ask, or how they feel about the rule, beside the question. Those predicates
tell the asker's state; no policy sentence states them, so they are never a topic the answering sentence must
carry. `bot.language.terms` counts them among the generic verbs (like 궁금하, 괜찮), so the analyzer drops
them from a question's terms. Lemmas as MeCab-ko writes them (급하게 -> 급하, 걱정돼서 -> 걱정, 불안해요 -> 불안).
"""

from __future__ import annotations

MOOD_PREDICATES = frozenset({"급하", "바쁘", "귀찮", "번거롭", "걱정", "불안", "헷갈리", "무섭", "불편", "곤란",
                             "당황", "난처", "답답", "찝찝", "짜증나", "속상하"})
