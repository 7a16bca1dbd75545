"""Which questions the table path counts or lists, and which it leaves to the sentence path
(`bot.rules.table_asked`, hooked into `bot.tables.query` and `bot.tables.route`).

An invented table and an invented glossary: a plug-in list whose title word 허용 only qualifies its subject.
"""

from __future__ import annotations

import pytest

from bot.knowledge.glossary import Glossary
from bot.models import Check, Excerpt, Reason, Result, Route
from bot.rules import table_asked
from bot.tables import Table, parse_table, read_question
from bot.tables.facts import code_answer, topic
from bot.tables.query import GlossaryIndex

TEXT = """- 이 표가 허용 플러그인의 전부다. 표에 없는 플러그인은 아직 허용되지 않은 것이다.
- 배포 칸의 뜻: 자동 배포는 지급 때 이미 들어 있다는 뜻, 요청 배포는 신청하면 받을 수 있다는 뜻이다.

| 이름 | 분야 | 비용 | 배포 |
|---|---|---|---|
| Grammarly | 문서 | 유료 | 요청 배포 |
| Tampermonkey | 개발 | 무료 | 자동 배포 |
| Zotero Connector | 연구 | 무료 | 요청 배포 |
| Wordtune | 문서 | 무료 | 자동 배포 |
| Snyk | 보안 | 유료 | 요청 배포 |
"""


def _table() -> Table:
    excerpt = Excerpt(chunk_id="plugins@r1#허용 플러그인 목록#table", doc_id="plugins", title="허용 플러그인 목록",
                      section="허용 플러그인 목록", revision=1, text=TEXT, score=1.0, kind="table")
    table = parse_table(excerpt)
    assert table is not None
    return table


TABLE = _table()
GLOSSARY = Glossary({
    "플러그인": ("plugin", "plugins", "add-on"),
    "연구": ("academic research",),
    "Zotero Connector": ("조테로 커넥터",),
})


def read(question: str):  # type: ignore[no-untyped-def]
    return read_question(question, TABLE, GLOSSARY)


def test_a_title_word_that_only_qualifies_the_subject_does_not_name_the_table() -> None:
    # 허용 of "허용 플러그인": a question about whose permission, not which plug-in
    assert read("자료 반출 허용은 어떤 절차로 받아요?") is None
    count = read("허용 플러그인은 몇 개예요?")
    assert count is not None and count.shape == "count" and len(count.rows) == 5
    listed = read("무료 플러그인 뭐뭐 있어요?")
    assert listed is not None and listed.names == ["Tampermonkey", "Zotero Connector", "Wordtune"]
    # with the subject's head noun or a list word after it, it names the table
    assert read("허용 플러그인 중 개발 분야는 뭐뭐 있어요?") is not None
    asked = read("Obsidian 허용된 거예요?")  # whether a product is on the table: the qualifier is the question
    assert asked is not None and asked.shape == "absence" and asked.absent == "Obsidian"
    assert table_asked.names_the_table("허용", "허용 목록에 Zotero 있어요?", set())
    assert not table_asked.names_the_table("허용", "반출 허용은 누가 해줘요?", set())


def test_what_a_label_means_is_left_to_the_note() -> None:
    assert read("목록에 요청 배포라고 돼 있으면 무슨 뜻이에요?") is None
    assert read("What does 요청 배포 mean in the plugin list?") is None


def test_on_the_list_is_a_place_not_a_request_for_the_list() -> None:
    tq = read("목록에 없는 플러그인은 어떻게 돼요?")
    assert tq is not None and tq.shape == "absence" and tq.absent is None and tq.rows == []
    assert code_answer(tq) == TABLE.complete_note  # the table's own rule for what is not on it
    assert table_asked.says_unlisted("Is it not on the list?") and not table_asked.says_unlisted("목록 알려줘")
    named = read("Obsidian 쓰고 싶은데 목록에 없네요. 써도 되나요?")
    assert named is not None and named.shape == "absence" and named.absent == "Obsidian"


def test_somewhere_asks_where_the_list_is() -> None:
    assert read("어딘가 플러그인 목록 있어요?") is None
    assert table_asked.asks_where("Is there a list somewhere of approved plugins?")


def test_a_table_word_inside_another_noun_is_not_that_word() -> None:
    # 보안 is a value; 보안등급 is a grade of documents, not 보안 plug-ins
    assert read("보안등급 종류가 뭐뭐 있어요?") is None
    assert table_asked.another_noun("등급") and not table_asked.another_noun("용")


def test_a_latin_glossary_word_stands_for_a_longer_word_only_with_an_ending() -> None:
    assert table_asked.same_word_rest("plugin", "s") and not table_asked.same_word_rest("app", "rove")
    assert table_asked.same_word_rest("개발", "용")
    index = GlossaryIndex(Glossary({"소프트웨어": ("app",)}))
    assert index.words_for("apps") == ["소프트웨어"] and index.words_for("approve") == []


def test_a_row_the_glossary_names_is_named() -> None:
    tq = read("조테로 커넥터 목록에 있어요?")  # the analyzer splits the name; the glossary reads it whole
    assert tq is not None and tq.shape == "membership" and tq.names == ["Zotero Connector"]


def test_words_of_a_glossary_phrase_for_a_value_are_that_value() -> None:
    tq = read("Which academic research plugins are there?")
    assert tq is not None and tq.shape == "list" and tq.names == ["Zotero Connector"], tq


def _result(failed: list[str], checks: list[Check]) -> Result:
    return Result(question="q", route=Route.HANDOFF, reason=Reason.CHECKS_FAILED, answer="x", failed=failed,
                  checks=checks)


@pytest.mark.parametrize(
    ("failed", "checks", "expected"),
    [
        (["answers_question"], [Check(name="table_facts", passed=True, detail=""),
                                Check(name="answers_question", passed=False, detail="")], True),
        (["table_facts"], [Check(name="table_facts", passed=False, detail="")], False),
        (["table_conditions"], [Check(name="table_conditions", passed=False, detail="")], False),
        (["answers_question"], [Check(name="answers_question", passed=False, detail="")], False),
    ],
)
def test_only_a_computed_answer_the_topic_check_rejects_falls_back(
    failed: list[str], checks: list[Check], expected: bool,
) -> None:
    assert table_asked.falls_back(_result(failed, checks)) is expected



QUALIFIED_TEXT = """| 이름 | 분야 | 배포 |
|---|---|---|
| Grammarly | 문서 | 인증 필요 |
| Tampermonkey | 개발 | 자동 배포 |
| Wordtune | 문서 | 인증 필요 |
"""


def test_a_qualifier_said_with_the_head_noun_names_the_subject_in_any_language() -> None:
    # "certified plugins" says the subject "인증 플러그인" in other words: 인증 there is the title's qualifier, not the
    # column value "인증 필요" half matched
    excerpt = Excerpt(chunk_id="plugins@r1#인증 플러그인 목록#table", doc_id="plugins", title="인증 플러그인 목록",
                      section="인증 플러그인 목록", revision=1, text=QUALIFIED_TEXT, score=1.0, kind="table")
    table = parse_table(excerpt)
    assert table is not None
    glossary = Glossary({"플러그인": ("plugins",), "인증": ("certified",)})
    count = read_question("How many certified plugins are there?", table, glossary)
    assert count is not None and count.shape == "count" and len(count.rows) == 3
    listed = read_question("Which plugins are certified?", table, glossary)
    assert listed is not None and listed.shape == "list"


@pytest.mark.parametrize(("name", "expected"), [
    ("Sublime Text", "Sublime Text는"), ("Discord", "Discord는"), ("Figma", "Figma는"), ("Teams", "Teams는"),
    ("Postman", "Postman은"), ("Google Chrome", "Google Chrome은"), ("Slack", "Slack은"),
    ("Docker Desktop", "Docker Desktop은"), ("KakaoTalk", "KakaoTalk은"), ("V3", "V3은"), ("백신", "백신은"),
])
def test_a_latin_name_takes_the_particle_of_how_it_is_read(name: str, expected: str) -> None:
    # "Sublime Text은" read wrongly: a stop after a consonant is read with 으 (텍스트는), one after a vowel is 받침
    assert topic(name) == expected
