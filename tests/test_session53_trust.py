"""Long stories before a question, a second question left unmarked, loanwords (session 53), on invented sentences."""

from __future__ import annotations

from bot.language import english
from bot.matching.model import PART_SPLIT_RE, Coverage, Sentence
from bot.rules import told_object
from bot.rules.absent_state import absent_nouns, prefer_absence
from bot.rules.asked_attribute import directions
from bot.rules.asked_object import acts as asked_object_acts
from bot.rules.asked_sentence import tells
from bot.rules.chat_endings import as_sentence_ends
from bot.rules.coworker_story import left_out as coworker_left_out
from bot.rules.listed_member import asked_classes
from bot.rules.recalled import as_confirm
from bot.rules.relayed_ask import without_answer_frame
from bot.rules.required_without import required_without
from bot.rules.sufficient_belief import left_out as sufficient_left_out
from tests.support.topic_rule import checked_extractive, cover, shipped_glossary, shipped_matcher


def test_a_second_question_left_unmarked_is_asked() -> None:
    # beside a marked question, a sentence whose last ending asks is a question of its own
    for asked in ("그리고 프린터 드라이버는 지워도 되나요", "회의실 예약은 몇 시부터 됩니까", "이것도 반납해야 할까요",
                  "모니터도 같이 주는 건가요", "주말에도 되는지요"):
        assert not tells(asked, True), asked
    # a statement in the same place still only tells
    for told in ("어제 카페에 두고 왔어요.", "다음 주부터 출장 가서요.", "바빠서 그러니까요."):
        assert tells(told, True), told


def test_a_feeling_a_musing_or_the_asking_frame_only_tells() -> None:
    for told in ("발표 전까지 못 고치면 어쩌나 걱정되네요.", "답장이 늦어서 너무 불안하네요.",
                 "안 풀리면 어떡하나 걱정이에요.",
                 "이번에도 그런지 헷갈리네요.", "다음 달에 또 쓸 일이 있을까 싶기도 하고요.",
                 "누가 일부러 보낸 건가 싶어서 좀 무서워요.", "혹시 몰라서 여쭤봐요.",
                 "팀에 말할지 고민 중이에요."):
        assert tells(told, True), told
    # a wish names what the question is about ("노션 쓰고 싶어요. 그냥 설치해도 돼요?"), a wish to know asks; with no
    # marked question nothing is set aside
    for asked in ("규정을 알고 싶어요.", "기간을 확인하고 싶어요.", "그냥 예전 폰으로 계속 쓰고 싶은데요."):
        assert not tells(asked, True), asked
    assert not tells("발표 전까지 못 고치면 어쩌나 걱정되네요.", False)
    # a negation told as what happened, not feared, may change the point (tests/test_asked_sentence_english_and_copula)
    assert not tells("답장이 안 와서 너무 불안하네요.", True)


def test_a_negation_the_asker_quotes_sets_no_condition() -> None:
    assert tells("새 암호를 넣어도 조건이 안 맞는다고 떠요.", True)
    assert tells("담당자분이 오늘은 안 된다고 하시더라고요.", True)
    # the asker's own negation still may change what is asked
    assert not tells("퇴사 안 하고 휴직하려고요.", True)


def test_a_crying_or_laughing_run_or_an_ellipsis_ends_a_sentence_that_only_tells() -> None:
    assert as_sentence_ends("어제 카페에 두고 왔어요ㅠㅠ 회사에는 누구한테 말해요?") == \
        "어제 카페에 두고 왔어요. 회사에는 누구한테 말해요?"
    assert as_sentence_ends("세 번 바꿨네요ㅋㅋ 비번 주기는 며칠이에요?") == "세 번 바꿨네요. 비번 주기는 며칠이에요?"
    assert as_sentence_ends("좀 불안하네요… 이 메일 열어봐도 돼요?") == "좀 불안하네요. 이 메일 열어봐도 돼요?"
    # not a sentence that may set the question's case, not before a short question that goes on from it, not after
    # a connective ending, not at the end of the message, not before a question mark, not a tilde
    for kept in ("하나는 지우면 안 되는 거였어요ㅠㅠ 복구 되나요?", "카드 번호 넣었어요ㅠㅠ 어떡해요?",
                 "보내려는데… 누구 승인 받아요?", "두고 왔어요ㅠㅠ", "되나요ㅠㅠ ?", "휴직 들어가요~ 퇴사는 아니고요"):
        assert as_sentence_ends(kept) == kept, kept


def test_a_thing_the_story_names_without_a_particle_is_its_object() -> None:
    assert told_object.objects("노트북 잃어버렸어요", bare=True) == ["노트북"]
    assert told_object.objects("노트북 잃어버렸어요") == []
    words = shipped_glossary().policy_words_for
    assert told_object.problems("노트북 잃어버렸어요", "보안 USB를 잃어버리면 즉시 보안팀에 신고한다.", words,
                                "보안팀에 신고하면 되죠?")
    assert not told_object.problems("보안 USB 잃어버렸어요", "보안 USB를 잃어버리면 즉시 보안팀에 신고한다.", words,
                                    "보안팀에 신고하면 되죠?")


def test_a_thing_asked_as_missing_is_answered_by_the_sentence_on_its_absence() -> None:
    assert absent_nouns("보존 기한 표시가 없는 파일은 3년 보관한다.") == ["표시", "기한", "보존"]
    duty = Coverage(Sentence(1, "모든 파일에는 단기·장기·영구 중 하나의 보존 기한을 표시한다.", ""),
                    ["보존", "영구"], [], True)
    absence = Coverage(Sentence(1, "보존 기한 표시가 없는 파일은 단기 보존 파일로 본다.", "", index=1),
                       ["보존"], [], True)
    asked = "보존 기한 표시 안 된 파일은 영구 보존으로 보는 거 아니었어요?"
    assert prefer_absence(asked, [duty, absence]) == [absence]
    assert prefer_absence("보존 기한 표시는 어떻게 해요?", [duty, absence]) == [duty, absence]


def test_a_loanword_approval_received_is_no_thing_received() -> None:
    assert "in" not in directions("자료 들고 나가는데 누구 컨펌 받아요?")
    assert "in" in directions("거래처에서 자료 받을 때요")


def test_loanwords_of_the_policies_acts() -> None:
    glossary = shipped_glossary()
    for loan, word in (("리포트", "신고"), ("딜리트", "삭제"), ("리퀘스트", "신청"), ("어카운트", "계정")):
        assert word in glossary.policy_words_for(loan), loan
    matcher = shipped_matcher("메일 첨부 파일은 25MB까지 보낼 수 있다.")
    parts, _ = matcher.parts("메일 첨부 맥스 몇 메가까지 돼요?")
    assert [t.text for t in parts[0].terms] == ["메일", "첨부"]


def test_a_feeling_between_the_story_and_a_question_that_points_back_is_left_out() -> None:
    matcher = shipped_matcher("보안 USB를 잃어버리면 즉시 보안팀에 신고한다.")
    parts, _ = matcher.parts("어제 보안 USB를 잃어버렸어요. 말하기 좀 민망하고 고민 중이에요. 이거 어디에 신고해요?")
    assert len(parts) == 1
    assert "잃어버렸어요" in parts[0].text and "민망" not in parts[0].text


def test_again_after_a_time_is_no_second_question() -> None:
    pieces = [p for p in PART_SPLIT_RE.split("지우자니 나중에 또 쓸 일이 있을까 싶어요") if p and p.strip()]
    assert len(pieces) == 1
    assert len([p for p in PART_SPLIT_RE.split("비번 몇 자예요 또 주기는요?") if p and p.strip()]) == 2


def test_what_someone_else_said_sets_no_condition_and_a_grumble_only_tells() -> None:
    assert tells("과장님은 있으면 편하지 않냐고 하시고요.", True)
    assert not tells("있으면 편하다고 들었어요.", True)
    assert tells("다들 비슷하게 불만이고요.", True)


def test_some_members_asked_among_a_class() -> None:
    assert asked_classes("비번에 특수문자 중에 못 쓰는 것도 있어요?") == ["특수문자"]
    assert asked_classes("대문자, 숫자, 특수문자 중에 몇 개 써요?") == []


def test_the_rule_on_the_narrow_thing_governs_a_question_that_names_no_act() -> None:
    text = "- 개인정보는 업무에 꼭 필요한 항목만 수집한다.\n- 주민등록번호는 법령에 근거가 있을 때만 수집한다."
    answer, _ = checked_extractive("주민번호는 업무에 필요하면 그냥 받아도 된다던데 맞아요?", "1. 수집", text)
    assert answer is None or "법령에 근거" in answer


def test_a_belief_asked_as_a_negative_question_is_confirmed_or_corrected() -> None:
    assert as_confirm("노트북 잃어버리면 보안팀에 신고하는 거 아님?") == "노트북 잃어버리면 보안팀에 신고하는 거 맞죠?"
    assert as_confirm("V3는 지우면 안 되는 거 아니에요?") == "V3는 지우면 안 되는 거 맞죠?"
    assert as_confirm("이거 제 노트북 아니에요?") == "이거 제 노트북 아니에요?"


def test_a_question_relayed_with_a_request_to_find_out() -> None:
    assert without_answer_frame("과장님이 백업 몇 시에 도는지 확인해 달래요") == "백업 몇 시에 도는지요?"
    assert without_answer_frame("팀장님이 인증서 며칠 전에 신청해야 되는지 물어보라고 하셔서요") == \
        "인증서 며칠 전에 신청해야 되는지요?"


def test_leave_to_do_without_a_thing_a_rule_requires() -> None:
    rule = "회사 밖에서 사내 시스템에 접속할 때는 OTP 다단계 인증을 반드시 사용한다."
    assert required_without("밖에서 접속할 때 OTP 없이도 되나요?", True, rule)
    # which things need none is not said by a rule that requires it; nor is a rule that does not require it
    assert not required_without("OTP 없이 되는 시스템이 뭐예요?", True, rule)
    assert not required_without("밖에서 접속할 때 OTP 없이도 되나요?", True, "사내 시스템은 OTP로 접속한다.")


def test_a_three_letter_abbreviation_is_no_slip() -> None:
    for text in ("need docker desktop for my dev env", "my ppt is kinda big"):
        assert english.normalize(text) == text
    assert english.normalize("cna i lend my laptop") == "can i lend my laptop"


def test_english_loanwords_of_the_glossary() -> None:
    glossary = shipped_glossary()
    assert "계정" in glossary.policy_words_for("acct")


def test_an_intern_told_of_in_a_background_clause_is_staff() -> None:
    missing = ["인턴", "친구"]
    rule = "보안 USB를 잃어버리면 즉시 보안팀에 신고한다."
    kept = coworker_left_out("인턴 친구가 보안 USB를 잃어버렸다는데 어디에 신고해요?", missing, rule, ["usb"],
                             ["usb", "잃어버리"])
    assert kept == []
    # an intern asked about is another group: never set aside
    assert coworker_left_out("인턴도 보안 USB 받아요?", ["인턴"], rule, ["usb"], ["usb"]) == ["인턴"]


def test_a_step_believed_enough_against_a_rule_that_forbids_outright() -> None:
    forbids = "개인 USB나 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
    asked = "개인 USB도 백신검사만 하면 업무 PC에 꽂아도 된다던데 맞나요?"
    assert sufficient_left_out(asked, ["백신검사"], forbids) == []
    # a rule with a condition of its own, or a question that asks no leave, keeps the step
    assert sufficient_left_out(asked, ["백신검사"], "승인 없이 개인 USB를 연결하지 않는다.") == ["백신검사"]
    assert sufficient_left_out("백신검사만 하면 끝나요?", ["백신검사"], forbids) == ["백신검사"]


def test_the_act_of_putting_content_in_whose_object_is_asked_is_never_worded_otherwise() -> None:
    assert asked_object_acts("프린터 쓸 때 뭐 입력해야 돼요?") == frozenset({"입력"})
    assert asked_object_acts("무엇을 입력하나요?") == frozenset({"입력"})
    assert asked_object_acts("신청서에 뭘 먼저 적어야 돼요?") == frozenset({"적"})
    # what to switch on or what to do: the thing or the act the rule names is the answer
    assert asked_object_acts("집에서 일할 때 뭘 먼저 켜야 돼요?") == frozenset()
    assert asked_object_acts("악성코드 걸린 것 같은데 뭐 해야 돼요?") == frozenset()
    rule = "회사 밖에서는 VPN을 먼저 연결한 뒤 사내 시스템에 접속한다."
    assert cover(shipped_matcher(rule), "VPN 접속할 때 뭐 입력해야 돼요?", rule, "2. VPN").missing
