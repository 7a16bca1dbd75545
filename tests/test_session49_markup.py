"""Chat markup and message forms around a question (session 49, probes _p49g and _p49i), on invented sentences."""

from __future__ import annotations

from bot.rules.chat_markup import plain
from bot.rules.message_form import plain_body
from tests.support.topic_rule import shipped_matcher


def test_chat_markup_is_read_as_the_words_it_wraps() -> None:
    assert plain("<@U0BOT> 명함 몇 장까지 돼요? :sweat_smile:") == "명함 몇 장까지 돼요?"
    assert plain("/ask 회의실 `예약` 취소는 언제까지 해요? https://wiki.local/room 보다가 헷갈려서요") == \
        "회의실 예약 취소는 언제까지 해요? 보다가 헷갈려서요"
    assert plain("@helpdesk 안녕하세요!\n*대외비* 서류 <https://x.local/a|양식> 어디 있어요?") == \
        "안녕하세요!\n대외비 서류 양식 어디 있어요?"
    assert plain("@김팀장님이 물어보래요") == "김팀장님이 물어보래요"
    for text in ("회의 10:30:00에 시작해요?", "메일 a@b.com 으로 보내요?", "비번 몇 자예요?", "요금은 2*3이에요?"):
        assert plain(text) == text, text


def test_a_form_is_read_as_its_body_with_the_subject_as_its_topic() -> None:
    text = "제목: 명함 신청 문의\n내용: 다음 주에 필요한데 며칠 걸려요?\n\n영업팀 김OO 드림"
    assert plain_body(text) == "명함 신청요.\n다음 주에 필요한데 며칠 걸려요?"
    text = ("Subject: 회의실 예약\n본문:\n- 상황: 오후 회의가 잡혔어요\n- 질문: 몇 시간까지 잡을 수 있어요?\n\n"
            "감사합니다.\n--\n박OO")
    assert plain_body(text) == "회의실 예약요.\n오후 회의가 잡혔어요\n몇 시간까지 잡을 수 있어요?\n\n감사합니다."
    assert plain_body("제목: 명함 받아도 되나요\n내용: 외부 행사에서요") == "명함 받아도 되나요?\n외부 행사에서요"
    # a body that names the subject's thing is read alone: the subject's summary words ask nothing more
    assert plain_body("제목: 명함 재발급 관련\n내용: 명함을 잃어버렸는데 어디서 다시 받아요?") == \
        "명함을 잃어버렸는데 어디서 다시 받아요?"
    for text in ("어디로 연락해요\n보안팀 맞죠", "명함 몇 장이에요?", "1) 명함\n2) 회의실"):
        assert plain_body(text) == text, text


def test_the_labels_and_the_signature_ask_nothing() -> None:
    matcher = shipped_matcher("- 명함은 신청하고 5일 뒤에 받는다.")
    parts, _ = matcher.parts("제목: 명함 문의\n내용: 명함 신청하면 며칠 뒤에 받아요?\n\n영업팀 김OO 드림")
    assert len(parts) == 1 and "드림" not in parts[0].text and "제목" not in parts[0].text, [p.text for p in parts]
