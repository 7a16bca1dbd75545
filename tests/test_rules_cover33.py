"""The cover33 rules on hand-made questions and sentences (issue 8: Korean answerable handoffs of the blind dev
batches on the privacy, incident and software rules): initial-consonant asking words (`bot.rules.initial_sounds`),
a period told as over (`bot.rules.elapsed_period`, `bot.rules.period_over`), the polite "N인데요," opening
(`bot.rules.self_description`), a question pointing back at the sentence before (`bot.rules.pointed_back`), the
hedge "-ㄴ 거 같은데" as a reason (`bot.rules.row_reason`) and a suspicious mail described before the question
(`bot.rules.suspicious_message`). Each rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language.terms import Term
from bot.matching.model import asked_quantity
from bot.rules import (
    initial_sounds,
    period_over,
    pointed_back,
    row_reason,
    self_description,
    suspicious_message,
)
from bot.topic import TopicMatcher


def test_initial_consonants_that_ask_are_spelled_out() -> None:
    assert initial_sounds.spelled_out("압축 프로그램 설치ㄱㄴ?") == "압축 프로그램 설치 가능?"
    assert initial_sounds.spelled_out("외부 와이파이로 접속 ㄱㄴ?") == "외부 와이파이로 접속 가능?"
    assert initial_sounds.spelled_out("동생이 잠깐 쓴다는데 ㄱㅊ?ㅋㅋ") == "동생이 잠깐 쓴다는데 괜찮아?ㅋㅋ"
    # not inside a word, not laughs, not other consonants
    assert initial_sounds.spelled_out("ㄱㄴ한가요") == "ㄱㄴ한가요"
    assert initial_sounds.spelled_out("비번 바꿨어요 ㅋㅋ") == "비번 바꿨어요 ㅋㅋ"


def test_initial_consonants_leave_no_topic_word() -> None:
    matcher = TopicMatcher(Glossary({}))
    parts, _ = matcher.parts("압축 프로그램 설치ㄱㄴ?")
    assert [t.text for t in parts[0].terms if "ㄱ" in t.text] == []


def test_a_period_told_as_over_asks_no_duration() -> None:
    assert asked_quantity("신청서 기간 지나서 버릴 때 어떻게 해요") is None
    assert asked_quantity("서류 기간지난거 그냥 버려도됨?") is None
    assert asked_quantity("계약 기간 끝난 자료 어떻게 없애요?") is None
    # a period asked stays a duration, and so does the policy's own 보관 기간 asked how it ends
    assert asked_quantity("사용 기간이 얼마예요?") == "duration"
    assert asked_quantity("보관 기간 지나면 어떻게 없애요?") == "duration"
    assert asked_quantity("기간 끝난 자료는 언제까지 지워요?") == "duration"


_OVER = [Term("끝나", True)]
_RULE = "사용 기간이 지나면 3일 이내에 돌려준다."


def test_a_period_over_is_carried_by_the_policys_own_wording() -> None:
    assert period_over.carried("사용 기간 끝난 장비는 언제까지 돌려줘요?", _OVER, _RULE, []) == {"끝나"}
    # … and by a rule under it in the same section
    later = "종이 서류는 잘게 자른다."
    assert period_over.carried("기간지난 서류 버려도 돼요?", [Term("지나", True)], later, [_RULE]) == {"지나"}


def test_a_period_over_carries_nothing_else() -> None:
    assert period_over.carried("회의 끝나면 장비 돌려줘요?", _OVER, _RULE, []) == set()  # no period over
    assert period_over.carried("사용 기간 끝난 장비는?", _OVER, "장비는 4년마다 바꾼다.", []) == set()
    assert period_over.carried("사용 기간 끝난 장비는?", [Term("장비", False)], _RULE, []) == set()


def test_the_polite_opening_before_a_comma_says_who_asks() -> None:
    assert self_description.opening_nouns("회계팀인데요, 견적서 어디 보관해요?") == {"회계팀"}
    assert self_description.opening_nouns("회계팀인데요 견적서 어디 보관해요?") == frozenset()  # no comma
    assert self_description.opening_nouns("회계팀이에요, 견적서 어디 보관해요?") == frozenset()  # not 인데요


def test_a_question_pointing_back_opens_with_a_pronoun_of_a_thing() -> None:
    assert pointed_back.points_back("그거 설치하려면 따로 승인받아야 해요?")
    assert pointed_back.points_back("이걸로 작업해도 되나요?")
    assert not pointed_back.points_back("그 뒤에 뭐 해요?")  # a determiner, not a pronoun
    assert not pointed_back.points_back("거기 들어가도 돼요?")  # a place
    assert not pointed_back.points_back("제가 그걸 써도 돼요?")  # not opening the question


def test_a_question_pointing_back_is_one_question_with_the_story_before() -> None:
    matcher = TopicMatcher(Glossary({}))
    matcher.set_vocabulary(["회사 메신저는 승인 없이 설치할 수 있다."])
    parts, _ = matcher.parts("회사에서 쓰는 메신저가 있다고 들었어요. 그거 설치하려면 승인받아야 해요?")
    assert len(parts) == 1 and "메신저" in parts[0].text


def test_the_hedge_before_a_reason_ending_is_a_reason_clause() -> None:
    clauses = row_reason.reason_clauses("백신 때문에 노트북 느린거같은데 지워도됨?")
    assert any("느리" in lemmas for _, lemmas in clauses)
    assert not any("느리" in lemmas for _, lemmas in row_reason.reason_clauses("노트북 느린 거 지워도 돼요?"))


_PHISHING = "의심스러운 메일은 열지 말고 신고 버튼으로 신고한다."


def test_a_suspicious_mail_described_before_the_question_is_its_story() -> None:
    question = "이상한 메일 왔는데 경품 당첨 링크래요 어떻게 해요"
    assert suspicious_message.answered(question, ["경품", "당첨", "링크"], _PHISHING) == []
    terse = "수상한메일옴 세금계산서 어쩌고 첨부있는데 열어봐도됨?"
    assert suspicious_message.answered(terse, ["세금계산서", "첨부", "어쩌"], _PHISHING) == []


def test_a_suspicious_mail_keeps_what_is_asked_and_the_askers_acts() -> None:
    asked = "이상한 메일 왔는데 보안팀 번호가 뭐예요?"
    assert suspicious_message.answered(asked, ["번호"], _PHISHING) == ["번호"]  # asked, not told
    clicked = "이상한 메일 링크 눌렀는데 어떻게 해요?"
    assert suspicious_message.answered(clicked, ["링크", "누르"], _PHISHING) == ["링크", "누르"]  # the asker's act
    plain = "메일 왔는데 경품 당첨 링크래요 어떻게 해요"
    assert suspicious_message.answered(plain, ["경품"], _PHISHING) == ["경품"]  # not told as suspicious
    other = "첨부 파일은 10MB까지 보낼 수 있다."
    assert suspicious_message.answered("이상한 메일 왔는데 경품 링크래요 어떻게 해요", ["경품"], other) == ["경품"]


def test_a_speaker_who_advised_the_asked_act_is_the_story() -> None:
    from bot.rules import quoted_speaker

    question = "선배가 일단 모니터부터 끄라고 하네요. 끄는 게 맞나요?"
    assert quoted_speaker.left_out(question, ["선배"], ["모니터", "끄"], "끄") == []
    # not when the sentence does not carry the advised act, nor for an act the speaker did not advise
    assert quoted_speaker.left_out(question, ["선배"], ["모니터"], "끄") == ["선배"]
    other = "선배가 일단 모니터부터 끄라고 하네요. 신고해야 하나요?"
    assert quoted_speaker.left_out(other, ["선배"], ["모니터", "신고"], "신고") == ["선배"]


def test_a_mail_that_did_not_come_is_no_told_story() -> None:
    button = "수상한 메일 신고 버튼은 여러 개 골라서 눌러도 돼요?"
    assert suspicious_message.told_words(button) == frozenset()
    assert suspicious_message.answered(button, ["여러", "골라"], _PHISHING) == ["여러", "골라"]


def test_a_period_over_is_left_out_not_carried() -> None:
    terms = [Term("장비", False), Term("끝나", True)]
    assert period_over.without_over("사용 기간 끝난 장비는 언제까지 돌려줘요?", terms, _RULE, []) == [terms[0]]
    assert period_over.without_over("회의 끝난 장비는 언제까지 돌려줘요?", terms, _RULE, []) == terms
