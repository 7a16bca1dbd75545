"""Words typed together in chat are spaced apart before the question is read (bot.language.word_spacing)."""

from __future__ import annotations

from bot.language.word_spacing import MIN_RUN, restored


def test_a_long_run_of_words_is_spaced_at_word_boundaries() -> None:
    assert restored("회의실예약취소했는데확인메일안와요") == "회의실 예약 취소했는데 확인 메일 안 와요"
    assert restored("프린터토너몇개까지신청돼요?").startswith("프린터 토너 몇")


def test_no_space_before_a_particle_an_ending_or_the_light_verb_of_a_noun() -> None:
    spaced = restored("프린터토너몇개까지신청돼요?")
    assert " 까지" not in spaced and "신청돼요" in spaced  # 까지 stays on its noun, 되다 on 신청
    assert restored("노트북분실했어요") == "노트북 분실했어요"
    # after a particle, 하다 is a verb of its own
    assert restored("모니터반납언제까지해야되나요") == "모니터 반납 언제까지 해야 되나요"


def test_spaced_text_and_short_runs_are_left_as_written() -> None:
    for text in ("VPN 접속이 안 돼요", "비밀번호는 몇 자리 이상이어야 하나요?", "분실했어요"):
        assert restored(text) == text
    assert len("분실했어요") < MIN_RUN


def test_two_nouns_the_glossary_reads_as_one_word_stay_together() -> None:
    text = "참가신청서에주민번호도받아도되나요?"
    assert "주민 번호" in restored(text)  # the spacer alone splits the compound
    kept = restored(text, known=lambda word: word == "주민번호")
    assert "주민번호도" in kept and kept.startswith("참가")


def test_one_long_compound_in_a_spaced_message_is_left_as_written() -> None:
    text = "보안사고대응규정에 따르면 신고는 어디로 해요?"
    assert restored(text) == text
