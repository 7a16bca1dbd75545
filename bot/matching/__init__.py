"""The topic rule behind `bot.topic.TopicMatcher`, split by what each piece decides.

- `model`: the data (Sentence, Part, Coverage, Asserted), the question's patterns and word classes, and the
  free functions on plain text (sentences of an excerpt, the quantity a question asks, conjoined questions);
- `wording`: free readings of a part's or sentence's words (a forbidden act, set-aside nouns, the last act);
- `vocabulary`: the matcher's state and which words a text carries (glossary, policy vocabulary, near-synonyms);
- `question_parts`: how a message is split into the question parts to answer;
- `carried`: which of a part's words a sentence carries, and the word classes of a part (acts, conditions);
- `excuses`: which missing words a sentence may lack and still answer (set aside, excused);
- `scope`: a sentence whose place, kind, figure or attribute is another than the one asked;
- `situations`: a sentence about another situation, role, channel or recipient than the question's;
- `coverage`: the verdict of one sentence on one part (`coverage`), built from all of the above.

`bot.topic.TopicMatcher` adds the choice among sentences (best, closest, learned) and re-exports the public names.
"""
