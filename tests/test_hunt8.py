"""Near misses of the hunt `_w` (issue 8) on hand-made sentences: a rule scoped to one kind of content
(by the noun before its container noun, or by its document's title) asked about content of any kind
(bot.scope_kind, through `TopicMatcher.coverage`)."""

from __future__ import annotations

from bot import scope_kind
from bot.glossary import Glossary
from bot.models import Excerpt
from bot.topic import Coverage, TopicMatcher, split_sentences

DESTROY = "종이 서류는 분쇄하고, 파일은 삭제 프로그램으로 지운다."
KEEP = "인사정보 파일은 개인 클라우드에 올리지 않는다."
CARD = "용도가 끝난 자료는 외장 SSD에서 바로 지운다."
SIZE = "메신저 첨부 파일은 50MB까지 올릴 수 있다."
GLOSSARY = Glossary({"인사정보": ("직원 명부", "사원 명단"), "자료": ("파일",), "외장 SSD": ("SSD",),
                     "첨부 파일": ("첨부",), "메신저": ("슬랙",), "분쇄": ("휴지통에 버",)})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([DESTROY, KEEP, CARD, SIZE])


def cover(question: str, sentence: str, title: str) -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section="2. 규칙", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = MATCHER.parts(question)
    return MATCHER.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt)


def scoped(item: list[str]) -> bool:
    return any("scoped to" in m for m in item)


def test_the_nouns_that_qualify_a_container() -> None:
    assert scope_kind.container_modifiers(KEEP) == (False, ("인사정보",))
    assert scope_kind.container_modifiers(SIZE) == (False, ("메신저", "첨부"))
    assert scope_kind.container_modifiers(CARD) == (True, ())
    assert scope_kind.container_modifiers("고객 명부·인사정보·기밀 서류를 올리지 않는다.")[1] == (
        "고객", "명부", "인사정보", "기밀")
    assert scope_kind.container_modifiers("승인을 받은 뒤 파일에 암호를 건다.") == (True, ())  # 뒤 is a frame
    assert scope_kind.title_kinds("인사정보 관리 지침", GLOSSARY) == ("인사정보",)
    assert scope_kind.title_kinds("메신저·문서 규정", GLOSSARY) == ()  # a document about documents


def test_a_generic_file_is_not_answered_by_a_rule_the_title_scopes_to_one_kind() -> None:
    assert scoped(cover("워드 파일 다 쓰면 휴지통에 버려도 돼요?", DESTROY, "인사정보 관리 지침").missing)
    assert cover("사원 명단 파일 다 쓰면 어떻게 지워요?", DESTROY, "인사정보 관리 지침").passed
    assert not scoped(cover("워드 파일 다 쓰면 어떻게 지워요?", DESTROY, "메신저·문서 규정").missing)


def test_a_generic_file_is_not_answered_by_a_rule_on_one_kind_of_file() -> None:
    assert scoped(cover("개인 클라우드에 회의 자료 올려도 돼요?", KEEP, "보안 규정").missing)
    assert cover("개인 클라우드에 인사정보 파일 올려도 돼요?", KEEP, "보안 규정").passed
    assert cover("직원 명부 파일 개인 클라우드에 올려도 돼요?", KEEP, "보안 규정").passed


def test_a_thing_the_sentence_names_ties_a_bare_container_to_it() -> None:
    assert scoped(cover("자료 다 쓰면 바로 지워야 돼요?", CARD, "휴대 저장장치 인사정보 규정").missing)
    assert not scoped(cover("SSD에 있는 자료 다 쓰면 지워야 돼요?", CARD, "휴대 저장장치 인사정보 규정").missing)


def test_naming_one_noun_of_the_qualifier_is_enough() -> None:
    assert not scoped(cover("슬랙에 파일 몇 MB까지 올려요?", SIZE, "협업 규정").missing)
    assert scoped(cover("파일 몇 MB까지 올려요?", SIZE, "협업 규정").missing)
