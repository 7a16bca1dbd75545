"""The answer rules (issue 8): small modules, each one kind of reading, that `TopicMatcher` (`bot/topic.py`) and
the extractive generator (`bot/answer/generate/extractive.py`) call to decide whether a policy sentence answers a
question part: what the question asks, which of its words tell a story, which sentence speaks of another case. Each is
tested on hand-made sentences in `tests/`; `docs/quality-history.md` says which measured batch each came from."""
