"""MeCab-ko part-of-speech tags and particles that several rule modules read the same way: one definition each.

Tuples, so they serve both `tag in …` and `pos.startswith(…)` (a fused tag such as "NNG+JKS").
"""

from __future__ import annotations

KOREAN_NOUN_TAGS = ("NNG", "NNP")  # common and proper nouns
NOUN_OR_LATIN_TAGS = ("NNG", "NNP", "SL")  # a content noun: common, proper, or a Latin-script word ("USB", "pdf")
VERB_ADJECTIVE_TAGS = ("VV", "VA")  # a verb or an adjective stem ("보내", "필요없")
DERIVING_SUFFIX_TAGS = ("XSV", "XSA")  # the suffix that makes a noun a verb or an adjective ("신청+하", "필요+하")
SUBJECT_PARTICLES = ("이", "가", "께서")  # the subject markers (JKS), the honorific one included
RECIPIENT_PARTICLES = ("에", "에게", "한테", "께")  # to whom or where a thing goes ("팀장에게", "보안팀에")
