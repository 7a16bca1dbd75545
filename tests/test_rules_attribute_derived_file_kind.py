"""Coverage rules (issue 8: a question's topic noun the coverage rule did not connect to the policy
sentence's words, families recurring across dev batches), on hand-made sentences and questions: nouns that name
the attribute asked (`bot.rules.attribute_words`), a thing named by the act that made it (`bot.rules.derived_thing`), a
file's format (`bot.rules.file_kind`). Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules import collect_setting, derived_thing, file_kind, outside_place
from bot.topic import Coverage, TopicMatcher, asked_quantity
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LENGTH = "암호는 10자 이상으로 정한다."
DEADLINE = "계약이 끝나면 3영업일 이내에 출입증을 돌려준다."
RENEWAL = "자격증이 만료되기 20일 전에 갱신을 신청한다."
COPIES = "백업본은 14일 동안 보관한다."
PRINTS = "다 쓴 기밀 출력물은 파쇄한다."
BIG_FILES = "30MB가 넘는 파일은 사내 드라이브에 올리고 링크를 보낸다."
PRIVATE_FILES = "개인정보 파일은 사내 드라이브에만 보관한다."
ID_NUMBERS = "주민등록번호는 법이 정한 경우에만 수집한다."
CONSENT = "수집할 때는 동의를 받는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LENGTH, DEADLINE, RENEWAL, COPIES, PRINTS, BIG_FILES, PRIVATE_FILES, ID_NUMBERS, CONSENT])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_an_attribute_noun_of_the_asked_kind_is_the_quantity() -> None:
    assert asked_quantity("암호 길이 제한 있어요?") == "chars"
    assert cover("암호 만들 때 길이 제한 있어요?", LENGTH).passed  # 길이 read as 길 + 이
    assert cover("출입증 반납 마감이 언제까지예요?", DEADLINE).passed
    assert cover("자격증 갱신 신청 타이밍 언제쯤?", RENEWAL).passed


def test_an_attribute_noun_still_needs_the_asked_figure_and_the_topic() -> None:
    assert not cover("암호 최대 길이는요?", "암호는 주기적으로 정한다.").passed  # no count of characters
    assert not cover("출입증 반납 마감이 언제까지예요?", "출입증은 목에 건다.").passed
    assert not cover("자격증 갱신 신청 타이밍 언제쯤?", "출입증이 만료되면 보안팀에 알린다.").passed


def test_a_container_named_with_its_act_is_the_derived_noun() -> None:
    assert derived_thing.made_things(COPIES) == [("백업", "본")]
    assert derived_thing.answered("백업 파일은 며칠 남겨둬요?", ["파일"], COPIES) == []
    assert derived_thing.answered("백업 데이터는 얼마나 갖고 있어요?", ["데이터"], COPIES) == []
    assert derived_thing.answered("기밀 보고서 출력했는데 종이는 어떻게 해요?", ["종이"], PRINTS) == []
    assert cover("백업 파일은 며칠 동안 보관해요?", COPIES).passed


def test_a_container_the_derived_noun_does_not_make_keeps_its_noun() -> None:
    assert derived_thing.answered("파일 백업은 며칠 보관해요?", ["파일"], COPIES) == ["파일"]  # the act after it
    assert derived_thing.answered("백업 종이는 어디 둬요?", ["종이"], COPIES) == ["종이"]  # a copy is no paper
    assert derived_thing.answered("출력했는데 파일은 어떻게 지워요?", ["파일"], PRINTS) == ["파일"]
    assert derived_thing.answered("백업 로그는 며칠 보관해요?", ["로그"], COPIES) == ["로그"]
    # the container is the subject of an event of its own
    assert derived_thing.answered("기밀 보고서 출력했는데 프린터에 종이가 걸렸어요", ["종이"], PRINTS) == ["종이"]
    assert not cover("백업 로그는 며칠 동안 보관해요?", COPIES).passed
    assert not cover("백업 파일은 어떻게 암호화해요?", COPIES).passed


def test_a_file_format_is_set_aside_when_the_kind_or_size_the_rule_names_is_named() -> None:
    assert file_kind.format_words("동영상 파일이 40메가인데") == {"동영상"}
    assert file_kind.answered("동영상 파일이 40메가인데 어떻게 보내요?", ["동영상"], BIG_FILES, "메일 규정",
                              GLOSSARY) == []
    assert file_kind.answered("개인정보 든 엑셀 파일 어디 둬요?", ["엑셀"], PRIVATE_FILES, "개인정보 처리 지침",
                              GLOSSARY) == []
    assert file_kind.answered("개인정보 파기할 때 엑셀 파일은 어떻게 지워요?", ["엑셀"],
                              "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다.", "개인정보 처리 지침",
                              GLOSSARY) == []
    assert cover("40MB짜리 영상 파일 어떻게 보내요?", BIG_FILES).passed


def test_a_file_format_keeps_its_noun_otherwise() -> None:
    # no size, no content named: the format may be the point
    assert file_kind.answered("엑셀 파일 어떻게 보내요?", ["엑셀"], BIG_FILES, "메일 규정", GLOSSARY) == ["엑셀"]
    assert file_kind.answered("엑셀 파일 어디 둬요?", ["엑셀"], PRIVATE_FILES, "개인정보 처리 지침",
                              GLOSSARY) == ["엑셀"]
    assert file_kind.answered("엑셀 파일 다 쓰면 휴지통에 버려요?", ["엑셀"],
                              "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다.", "개인정보 처리 지침",
                              GLOSSARY) == ["엑셀"]
    # a file qualified by how it is sent, not by what it holds
    assert file_kind.answered("사진 파일 메일로 보내요?", ["사진"], "메일 첨부 파일은 25MB까지 보낸다.",
                              "메일·문서 보안 규정", GLOSSARY) == ["사진"]
    # a format word not written before a container is no file's format
    assert file_kind.answered("회의 영상 녹화해도 돼요?", ["영상"], BIG_FILES, "메일 규정", GLOSSARY) == ["영상"]
    assert not cover("엑셀 파일 어디에 보관해요?", PRIVATE_FILES).passed


def test_the_occasion_and_the_form_of_a_collection_are_no_topic() -> None:
    assert collect_setting.answered("회원가입 때 주민번호 받아도 돼?", ["회원가입"], ID_NUMBERS, GLOSSARY) == []
    assert collect_setting.answered("행사 신청서에 주민번호 적는 칸 만들어도 돼요?", ["신청서", "칸"], ID_NUMBERS,
                                    GLOSSARY) == []
    assert collect_setting.placed("행사 신청서에 주민번호 적는 칸 만들어도 돼요?", ["적", "만들"], ID_NUMBERS,
                                  GLOSSARY) == []
    assert collect_setting.answered("가입 form에 연락처 칸 넣어도 돼요?", ["가입", "form", "칸"], CONSENT,
                                    GLOSSARY) == []
    assert cover("회원가입 때 주민번호 받아도 돼요?", ID_NUMBERS).passed
    assert cover("설문 하면서 개인정보 모을 때 동의 받아야 돼요?", CONSENT, "1. 개인정보 수집").passed


def test_a_form_asked_about_itself_or_a_collection_without_data_keeps_its_nouns() -> None:
    # the form is the point: where to get it
    assert collect_setting.answered("개인정보 수집 동의서 양식은 어디서 받아요?", ["양식"], CONSENT,
                                    GLOSSARY) == ["양식"]
    assert collect_setting.placed("개인정보 동의서 양식은 누가 만들어요?", ["만들"], CONSENT, GLOSSARY) == ["만들"]
    # no personal data item named
    assert collect_setting.answered("이벤트 경품은 언제 보내요?", ["이벤트"], CONSENT, GLOSSARY) == ["이벤트"]
    # a sentence that does not speak of collecting
    assert collect_setting.answered("이벤트 연락처 몇 년 보관해요?", ["이벤트"], PRIVATE_FILES,
                                    GLOSSARY) == ["이벤트"]
    assert not cover("회원가입 양식은 어디서 받아요?", CONSENT).passed


TAKE_OUT = "보안 USB로 자료를 회사 밖으로 가져갈 때는 팀장 승인을 받는다."


def test_another_company_a_thing_is_taken_to_is_the_outside() -> None:
    assert outside_place.answered("보안USB에 자료 담아서 고객사 미팅 들고 나가도 돼요?", ["고객", "사"], TAKE_OUT) == []
    assert outside_place.answered("보안 USB에 자료 담아서 고객사 가져가도 돼요?", ["사"], TAKE_OUT) == []  # 사다
    assert cover("보안 USB에 자료 담아서 고객사 가져가도 돼요?", TAKE_OUT).passed
    assert outside_place.answered("협력사 담당자한테 대외비 문서 보내야 하는데 뭐부터 해요?", ["협력사"],
                                  "대외비 문서를 외부로 보낼 때는 암호를 건다.") == []


def test_an_outside_company_keeps_its_noun_after_the_act_or_without_an_outward_act() -> None:
    # the taking is done: what follows it is asked
    assert outside_place.answered("고객사에 자료 가져갔는데 다녀와서 그 파일은 어떻게 해요?", ["고객"],
                                  TAKE_OUT) == ["고객"]
    # a place the question turns on (topic- or focus-marked)
    assert outside_place.answered("거래처에는 대외비 문서 보내도 돼요?", ["거래처"],
                                  "대외비 문서를 외부로 보낼 때는 암호를 건다.") == ["거래처"]
    # received from there: no outward act
    assert outside_place.answered("고객사에서 받은 파일 열어도 돼요?", ["고객"], TAKE_OUT) == ["고객"]
    # a sentence that names no outside
    assert outside_place.answered("고객사에 노트북 들고 가도 돼요?", ["고객"], "노트북은 4년마다 교체한다.") == ["고객"]


def test_a_cracked_version_is_illegal_copying() -> None:
    assert "복제" in GLOSSARY.policy_words_in("크랙버전 프로그램 써도 돼요?")
    assert cover("크랙 버전 프로그램 써도 돼요?", "소프트웨어를 불법으로 복제해 쓰지 않는다.").passed
    assert "복제" not in GLOSSARY.policy_words_in("포토샵 최신 버전 써도 돼요?")  # never bare 버전
