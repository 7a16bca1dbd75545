"""Stories around a software or data-handling question that the rule answering it leaves nothing open on (cover30):
how the asker would pay (`bot.rules.payment_means`), a pirated copy and where it came from
(`bot.rules.pirated_copy`), a personal account with a plan name between (`bot.rules.contrast`), a reason told with
a need or someone else's act (`bot.rules.row_reason`), a rule's situation worded as a glossary variant. Hand-made
sentences, not case files."""

from __future__ import annotations

from bot.language.terms import Term
from bot.rules import contrast, payment_means, pirated_copy
from bot.rules.row_reason import reason_clauses
from tests.support.topic_rule import shipped_glossary

BUYING = "업무용 비품은 총무 담당자가 구매하고 관리한다."
COPYING = "소프트웨어를 불법으로 복제해 쓰지 않는다."


def test_the_payment_instrument_and_the_claim_are_no_topic_of_who_buys() -> None:
    question = "모니터 암 필요한데 제 카드로 사고 경비처리 해도 돼요?"
    assert payment_means.answered(question, ["카드", "사고", "경비처리"], BUYING) == []
    assert payment_means.answered("우리팀 카드로 결제해도 되나", ["팀", "카드"], BUYING) == []
    # not against a sentence that says nothing of buying; not the thing bought
    assert payment_means.answered(question, ["카드", "사고"], "비품은 총무팀이 관리한다.") == ["카드", "사고"]
    assert payment_means.answered("법카로 의자 사도 돼요?", ["의자", "법카"], BUYING) == ["의자", "법카"]


def test_a_bare_payment_question_pins_no_buying_rule() -> None:
    terms = [Term("카드", False), Term("결제", False)]
    assert payment_means.carried("팀 카드로 결제해도 돼요?", terms, BUYING, frozenset({"카드", "결제"})) == set()
    assert payment_means.carried("팀 카드로 결제해도 돼요?", terms, BUYING, frozenset({"카드", "비품"})) == {"카드"}


def test_a_pirated_copy_is_any_program_whoever_gave_it() -> None:
    terms = [Term("지인", False), Term("캐드", False), Term("크랙", False), Term("버전", False)]
    assert pirated_copy.carried("지인이 캐드 크랙 버전 줬는데 써도 되나요", terms, COPYING) >= {"지인", "캐드"}
    # a bare 크랙 may be a crack in a screen; a question that does not ask to use it; another sentence
    screen = [Term("노트북", False), Term("화면", False), Term("크랙", False)]
    assert pirated_copy.carried("노트북 화면 크랙 났는데 써도 되나요?", screen, COPYING) == set()
    assert pirated_copy.carried("캐드 크랙 버전 신고해야 해요?", terms, COPYING) == set()
    assert pirated_copy.carried("지인이 캐드 크랙 버전 줬는데 써도 되나요", terms, "캐드는 승인 후 설치한다.") == set()


def test_a_plan_name_between_personal_and_the_account_the_rule_restricts() -> None:
    nouns = ["캘린더", "개인", "pro", "계정", "업무"]
    assert contrast.answered(["개인", "pro", "업무"], nouns, "비고: 회사 계정으로만", True) == []
    # 개인 said of another thing than the restricted one stays
    assert contrast.answered(["개인"], ["개인", "노트북", "캘린더"], "비고: 회사 계정으로만", True) == ["개인"]


def test_a_need_or_someone_elses_act_is_a_reason() -> None:
    need = reason_clauses("도면 파일 열어야 해서 캐드 필요한데 깔아도 돼요?")
    assert ("도면", "파일") in need[0][0]
    given = reason_clauses("거래처가 dwg로만 파일 줘서 캐드 깔아도 되나요")
    assert ("파일",) in given[0][0]
    assert reason_clauses("캐드 크랙 버전이 있는데 깔아도 돼요?") == ()  # what there is, not a reason


def test_the_words_that_say_which_document_is_on_paper() -> None:
    from bot.rules import paper_document
    terms = [Term("응시자", False), Term("답안지", False), Term("지나", True)]
    rule = "종이 문서는 파쇄한다."
    earlier = "보관 기간이 지나면 파기한다."
    question = "응시자 답안지 종이로 받은거 기간 지나면 버려도 돼요?"
    assert paper_document.carried("응시자 답안지 종이로 받아도 돼요?", terms, rule, earlier) == set()  # receiving
    assert paper_document.carried(question, terms, rule, earlier) == {"응시자", "답안지", "지나"}
    assert paper_document.carried(question, terms, rule, "") == {"응시자", "답안지"}  # no period rule before
    assert paper_document.carried(question, terms, "파일은 삭제 도구로 지운다.", earlier) == set()


def test_a_period_gone_by_is_a_condition_not_a_duration_asked() -> None:
    from bot.matching.model import asked_quantity
    assert asked_quantity("답안지 기간 지나면 버려도 돼요?") is None
    # cover33 (bot.rules.elapsed_period): a period over is the situation whatever is asked; the policy's own
    # "보관 기간" asked how it ends stays a duration question (w-ans-01)
    assert asked_quantity("답안지 기간 지나면 어떻게 없애요?") is None
    assert asked_quantity("답안지 보관 기간 지나면 어떻게 없애요?") is not None
    assert asked_quantity("답안지 보관 기간이 얼마예요?") is not None


def test_a_collecting_occasion_written_in_two_words() -> None:
    from bot.rules import collect_setting
    rule = "주민등록번호는 법령에 근거가 있을 때만 수집한다."
    question = "회원 가입 양식에 주민등록번호 칸 넣어도 돼요?"
    assert collect_setting.answered(question, ["회원"], rule, shipped_glossary()) == []


def test_a_row_whose_note_lists_parts_is_named_by_a_part() -> None:
    from bot.rules import row_parts
    row = "- 이름: 오피스팩 / 분류: 문서 / 비고: Writer·Calc·Mailer"
    words_for = {"메일러": ["Mailer"]}.get
    assert row_parts.names_part(["메일러"], row, lambda w: words_for(w) or [])
    assert not row_parts.names_part(["메일러"], "- 이름: 메신저 / 비고: 회사 계정으로만", lambda w: words_for(w) or [])
    assert row_parts.answered(["포함"], True) == [] and row_parts.answered(["포함"], False) == ["포함"]


def test_how_a_freely_chosen_thing_is_found_is_no_topic_of_an_only_rule() -> None:
    from bot.rules import any_choice
    rule = "업무에는 회사가 허용한 번역기만 사용한다."
    terms = [Term("인터넷", False), Term("찾", True)]
    assert any_choice.carried("아무 번역기나 인터넷에서 찾아서 써도 돼요?", terms, rule) == {"인터넷", "찾"}
    assert any_choice.carried("번역기 인터넷에서 찾아서 써도 돼요?", terms, rule) == set()  # no free choice
    assert any_choice.carried("아무 번역기나 인터넷에서 찾아서 써도 돼요?", terms, "번역기는 승인 후 쓴다.") == set()


def test_outside_use_of_a_thing_for_inside_use_only() -> None:
    assert contrast.answered(["외부"], ["사내", "메모앱", "외부"], "비고: 사내 전용", True) == []
    assert contrast.answered(["외부"], ["사내", "메모앱", "외부"], "비고: 무료", True) == ["외부"]


def test_a_condition_proposing_a_means_against_a_rule_with_another_means() -> None:
    from bot.rules import conditioned_means
    rule = "회의록은 문서 파쇄기로 없앤다."
    assert conditioned_means.corrects_means("회의록 그냥 손으로 찢어서 없애면 되나요?", rule) is False  # no 로-means
    assert conditioned_means.corrects_means("회의록 가위로 잘라 없애면 되나요", rule) is False  # not before the act
    assert conditioned_means.corrects_means("회의록 그냥 휴지통으로 없애면 끝인가요", rule) is True
    assert conditioned_means.corrects_means("회의록 파쇄기로 없애면 끝인가요", rule) is False  # the same means
