"""Rules of batch `_zh` (issue 8) on hand-made sentences and questions: a predicate worded
otherwise. Glossary rows for everyday verbs (나오 -> 지급, 휴지통 비우 -> 삭제, 홍보 문자 -> 이용, 오래 갖고 있 ->
보관, 계정 만들 -> 발급, 떠요 -> 표시); a glossary variant made of two verbs gives no stem (`bot.rules.variant_stems`);
a native verb is not the glossary's noun key spelled like its stem (남다 vs 남, someone else); a predicate that only
describes a noun the sentence carries is not an act the sentence must word alike (`bot.rules.described_acts`). Each rule
also keeps refusing what it is not about."""

from __future__ import annotations

from bot.language.terms import analyze
from bot.rules.clauses import described_nouns, negated_predicates
from bot.rules.described_acts import without_described
from bot.rules.variant_stems import verb_stem
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LEFTOVER = "다 쓴 대외비 출력물은 파쇄한다."
PAPER = "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다."
UNMARKED = "등급 표시가 없는 문서는 사내 한정으로 본다."
ISSUE = "업무용 노트북은 입사일에 지급한다."
PURPOSE = "개인정보는 수집 목적 안에서만 이용한다."
WIPE = "파일은 완전 삭제 도구로 지운다."

MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEFTOVER, PAPER, UNMARKED, ISSUE, PURPOSE, WIPE, "대외비 출력물 파기 문서 등급"])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_a_two_verb_variant_gives_no_stem() -> None:
    assert verb_stem("깔아", analyze("깔아")) == "깔"
    assert verb_stem("넣었", analyze("넣었")) == "넣"
    assert verb_stem("남아있", analyze("남아있")) is None  # 남 alone: left over, not kept
    assert verb_stem("만들어주", analyze("만들어주")) is None  # 만들 alone: "새로 만든 계정" tells which one
    assert verb_stem("깔고 나서", analyze("깔고 나서")) is None  # a phrase with a space never


def test_descriptions_and_their_nouns() -> None:
    assert described_nouns("개인정보 적힌 종이문서 어떻게 버려요")["적히"] == "종이"
    assert "버리" not in described_nouns("종이 버릴 때 어떻게 해요")  # "버릴 때" is a condition
    assert "적히" in negated_predicates("개인정보 안 적힌 종이문서는 어떻게 버려요")
    assert not negated_predicates("개인정보 적힌 종이문서 어떻게 버려요")


def test_a_description_of_a_carried_noun_is_set_aside() -> None:
    question = "개인정보 적힌 종이문서 어떻게 버려요"
    assert without_described(question, ["적히"], ["종이문서"], {}, PAPER) == []
    assert without_described(question, ["적히"], [], {}, PAPER) == ["적히"]  # the noun is not in the sentence
    assert without_described(question, ["적히"], ["종이문서"], {"적히": {"작성"}}, PAPER) == ["적히"]  # glossary-tied
    # the negation must agree: "안 적힌" is not the rule's paper; "안 찍혀있는" is "표시가 없는"
    negated = "개인정보 안 적힌 종이문서는 어떻게 버려요"
    assert without_described(negated, ["적히"], ["종이문서"], {}, PAPER) == ["적히"]
    assert without_described("등급 안 찍혀있는 문서는 뭘로 쳐요?", ["찍히"], ["문서"], {}, UNMARKED) == []
    assert without_described("등급 찍혀있는 문서는 뭘로 쳐요?", ["찍히"], ["문서"], {}, UNMARKED) == ["찍히"]


def test_leftover_printouts_are_not_answered_for_another_act() -> None:
    # (the coordinator took out the rule that read 남은 as the verb, not the glossary's 남 = others: it answered a
    # frozen hold-out question wrongly; "회의 끝나고 남은 대외비 인쇄물 어떻게 처리해요" is handed off again)
    assert not cover("회의 끝나고 남은 대외비 인쇄물 누가 복사해요?", LEFTOVER, "4. 출력물").passed  # another act


def test_everyday_verbs_of_the_glossary() -> None:
    assert cover("신입 노트북 언제 나와요?", ISSUE, "1. 지급").passed  # 나오 -> 지급
    assert not cover("신입 태블릿 언제 나와요?", ISSUE, "1. 지급").passed  # another thing
    assert cover("개인정보 파일 지울 때 휴지통 비우면 되나요?", WIPE, "3. 개인정보 파기").passed  # 휴지통 비우 -> 삭제
    assert "오래 갖고 있" in GLOSSARY.variants["보관"] and "갖고 있" not in GLOSSARY.variants["보관"]
    assert "계정 만들" in GLOSSARY.variants["발급"]
    assert "떠요" in GLOSSARY.variants["표시"]


def test_a_source_is_not_a_destination() -> None:
    from bot.rules.from_to import problems

    out_heading = "2. 외부로 보내는 메일 파일 암호는 메일 본문에 쓰지 않고 문자 등 다른 경로로 알려 준다."
    assert problems("외부에서 받은 대외비 메일은 어떻게 열어요?", out_heading)
    assert not problems("외부로 메일 보낼 때 암호 걸어요?", out_heading)  # the same direction
    assert not problems("카페에서 VPN 써도 돼요?", "카페·공항 등 공용 와이파이에서는 사내 시스템에 접속하지 않는다.")
    assert not problems("회사 밖에서 접속할 때 OTP 써요?", "회사 밖에서 사내 시스템에 접속할 때는 OTP를 쓴다.")


def test_telling_someone_is_informing() -> None:
    assert "말해주" in GLOSSARY.variants["알리"]
    consent = "개인정보를 수집할 때는 목적을 알리고 동의를 받는다."
    only_needed = "개인정보는 업무에 꼭 필요한 항목만 수집한다."
    assert not cover("고객 정보 받을때 뭐 말해줘야 돼요?", only_needed, "1. 수집").passed
    assert cover("개인정보 수집할 때 고객한테 뭐 말해줘야 돼요?", consent, "1. 수집").passed


def test_a_first_step_asked_needs_an_order() -> None:
    from bot.rules.first_step import problems

    question = "집에서 회사 시스템 들어가려면 뭐부터 켜야돼요?"
    assert problems(question, "회사 밖에서 사내 시스템에 접속할 때는 OTP 다단계 인증을 반드시 사용한다.")
    assert not problems(question, "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다.")
    assert not problems("링크 눌러버렸어요 뭐부터 해요?", "바로 비밀번호를 바꾸고 보안팀에 알린다.")
    assert not problems("집에서 회사 시스템 들어가려면 뭘 켜야돼요?", "OTP를 반드시 사용한다.")  # no first asked


def test_a_permission_for_later_needs_a_when() -> None:
    from bot.rules.first_step import later_problems

    marking = "모든 문서에는 공개·사내 한정·대외비 중 하나의 등급을 표시한다."
    assert later_problems("문서 등급은 나중에 바꿔도 되나요?", True, marking)
    assert not later_problems("출력물 나중에 가져가도 되나요?", True, "대외비 문서의 출력물은 출력한 뒤 바로 회수한다.")
    assert not later_problems("기록부 나중에 써도 돼요?", True, "서버실에 들어갈 때는 출입 기록부를 작성한다.")
    assert not later_problems("문서 등급은 바꿔도 되나요?", True, marking)  # no later asked
