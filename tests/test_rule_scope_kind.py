"""A rule scoped to one kind of content (by the noun before its container noun, or by its document's title) asked about
content of any kind (`bot.rules.scope_kind`; hunt `_w`, issue 8: near misses), on hand-made sentences, read alone and
through `TopicMatcher.coverage`."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import scope_kind
from bot.topic import Coverage, TopicMatcher, set_aside_nouns, split_sentences

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


GRADE = "등급 표시가 없는 서류는 사내 한정으로 본다."
MOVE = "교체할 때는 쓰던 태블릿을 반납하고, 그 안의 자료는 사내 드라이브로 옮긴다."
ALONE = TopicMatcher(Glossary({"서류": ("문서",), "자료": ("파일",)}))
ALONE.set_vocabulary([GRADE, MOVE])


def test_a_container_noun_alone_ties_no_topic_to_a_sentence() -> None:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="서류 규정", section="3. 등급", revision=1,
                      text=f"- {GRADE}", score=0.5)
    parts, _ = ALONE.parts("문서는 어떻게 버려요?")
    assert not ALONE.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt).passed


def test_the_other_parts_of_a_message_may_name_what_the_container_belongs_to() -> None:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="장비 규정", section="2. 교체", revision=1,
                      text=f"- {MOVE}", score=0.5)
    parts, _ = ALONE.parts("태블릿 교체 받으면 기존 태블릿은 어떻게 해요? 안에 있는 파일은요?")
    file_part = parts[-1]
    assert not any("container" in m or "scoped" in m
                   for m in ALONE.coverage(file_part, split_sentences(excerpt, 1)[0], excerpt).missing)
    alone, _ = ALONE.parts("안에 있는 파일은요?")
    assert any("container" in m or "scoped" in m
               for m in ALONE.coverage(alone[0], split_sentences(excerpt, 1)[0], excerpt).missing)


def test_a_row_the_question_sets_aside_is_not_the_row_it_asks_about() -> None:
    assert set_aside_nouns("한컴 말고 리브레오피스는 깔아도 돼요?") == ("한컴",)
    assert set_aside_nouns("줌이 아니고 팀즈 써도 돼요?") == ("줌",)
    rows = TopicMatcher(Glossary({"한컴오피스": ("한컴",)}))
    excerpt = Excerpt(chunk_id="cat#1", doc_id="cat", title="목록", section="목록: 한컴오피스", revision=1,
                      text="이름: 한컴오피스 / 설치: 승인 필요", score=0.5, kind="row")
    asked, _ = rows.parts("한컴 말고 리브레오피스는 깔아도 돼요?")
    assert not rows._names_row(asked[0], excerpt)
    named, _ = rows.parts("한컴 깔아도 돼요?")
    assert rows._names_row(named[0], excerpt)
