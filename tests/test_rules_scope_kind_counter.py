"""Near misses of the hunt `_w` (issue 8) on hand-made sentences: a rule scoped to one kind of content
(by the noun before its container noun, or by its document's title) asked about content of any kind
(bot.rules.scope_kind, through `TopicMatcher.coverage`)."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules import answer_kind, asked_counter, scope_kind
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


LOSS = "태블릿을 도난당하면 즉시 총무팀에게 분실 신고를 한다."
PAIR = "창고에는 3인 이상이 함께 들어간다."
ESCORT = "방문객이 창고에 들어갈 때는 총무팀 직원이 동행한다."
UPLOAD = "메신저 첨부 파일은 50MB까지 올릴 수 있다."
REVIEW = "창고 열쇠는 반기마다 점검한다."
FIGURES = TopicMatcher(Glossary({"분실": ("도둑맞",)}))
FIGURES.set_vocabulary([LOSS, PAIR, ESCORT, UPLOAD, REVIEW])


def covers(question: str, sentence: str) -> Coverage:
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title="총무 규정", section="1. 규칙", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = FIGURES.parts(question)
    return FIGURES.coverage(parts[0], split_sentences(excerpt, 1)[0], excerpt)


def test_a_count_asked_in_a_unit_needs_a_figure_in_that_unit() -> None:
    assert asked_counter.counted_unit("하루에 메신저 몇 통까지 보낼 수 있어요?") == "통"
    assert asked_counter.counted_unit("태블릿 몇 대까지 받아요?") == "대"
    assert not covers("메신저 첨부 50MB라는데 하루에 몇 통까지 올릴 수 있어요?", UPLOAD).passed
    assert covers("메신저 첨부 파일 몇 MB까지 올릴 수 있어요?", UPLOAD).passed


def test_whether_so_many_are_enough_needs_a_figure_in_that_unit() -> None:
    assert asked_counter.enough_unit("방문객 포함해서 3명이면 돼요?") == "명"
    assert asked_counter.enough_unit("태블릿 2대면 되나요?") == "대"
    assert asked_counter.enough_unit("열쇠 점검 1년에 한 번이면 충분한가요?") is None  # a rate: a frequency
    assert asked_counter.enough_unit("3명이면 돼요 말고 다른 건요?") is None  # not the asked ending
    assert not covers("창고 3인 이상이라던데 방문객 포함해서 3명이면 돼요?", ESCORT).passed
    assert not any("enough" in m for m in covers("창고 방문객 포함해서 3명이면 돼요?", PAIR).missing)  # 3인: 명
    assert any("enough" in m for m in covers("창고 방문객 포함해서 3명이면 돼요?", ESCORT).missing)


def test_a_duty_to_tell_someone_else_is_not_corrected_by_the_rule_on_whom_to_tell() -> None:
    assert answer_kind.asserted_recipients("태블릿 도둑맞았는데 경찰서에 가서 신고해야 되나요?") == ("경찰서",)
    asked = FIGURES.parts("태블릿 도둑맞았는데 경찰서에 가서 신고해야 되나요?")[0][0]
    assert not FIGURES.corrects_recipient(asked, LOSS, LOSS)
    assert not covers("태블릿 도둑맞았는데 경찰서에 가서 신고해야 되나요?", LOSS).passed
    heard = FIGURES.parts("태블릿 도둑맞으면 경찰서에 먼저 신고해야 된다고 들었는데요")[0][0]
    assert FIGURES.corrects_recipient(heard, LOSS, LOSS)  # a premise the asker heard is still corrected


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


def test_a_number_named_as_the_recipient_is_a_recipient() -> None:
    assert answer_kind.asserted_recipients("태블릿 분실했는데 112에 신고해야 돼요?") == ("112",)
    assert not covers("태블릿 분실했는데 112에 신고해야 돼요?", LOSS).passed


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


def test_a_count_in_any_unit_is_answered_by_a_count_with_gae() -> None:
    assert asked_counter.problems("태블릿은 몇 대예요?", "태블릿은 2개입니다.", "number") == []
    assert asked_counter.problems("하루에 몇 통 보내요?", "첨부는 50MB까지다.", "number") != []
