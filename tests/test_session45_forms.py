"""Session 45 (issue 8): employees' questions set in a situation (working from home, a business trip), stressed or
hurried remarks beside the question, on hand-made sentences."""

from __future__ import annotations

from bot.models import Excerpt
from bot.rules import away_from_work
from bot.topic import split_sentences
from tests.support.topic_rule import cover, shipped_matcher


def _titled_cover(question: str, sentence: str, title: str) -> bool:
    """The topic rule's verdict on one sentence of a document whose title names the question's situation."""
    matcher = shipped_matcher(sentence)
    excerpt = Excerpt(chunk_id="doc#1", doc_id="doc", title=title, section="1. 접속", revision=1,
                      text=f"- {sentence}", score=0.5)
    parts, _ = matcher.parts(question)
    return matcher.coverage(parts[0], split_sentences(excerpt, 1)[-1], excerpt).passed


def test_working_from_home_is_carried_by_a_rule_set_outside_the_workplace() -> None:
    sentence = "회사 밖에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    title = "원격근무·브라우저 규정"
    assert _titled_cover("재택 중인데 보안 브라우저 안 켜고 그룹웨어 바로 들어가도 되나요?", sentence, title)
    assert _titled_cover("재택할 때 그룹웨어 접속 순서가 어떻게 돼요?", sentence, title)
    # a rule set in a named place that is not the workplace is not about working from home
    cafe = "카페·공항에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    assert not _titled_cover("재택 중인데 보안 브라우저 안 켜고 그룹웨어 바로 들어가도 되나요?", cafe, title)


def test_only_situations_away_from_the_workplace_are_outside_it() -> None:
    outside = "회사 밖에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    assert away_from_work.carried("재택", {"재택근무"}, outside)
    assert away_from_work.carried("출장", set(), outside)
    assert not away_from_work.carried("회의", set(), outside)
    assert not away_from_work.carried("재택", {"재택근무"}, "카페·공항에서는 보안 브라우저를 켠다.")


def test_a_stressed_remark_is_not_a_topic() -> None:
    from bot.language.terms import content_terms
    from bot.rules.asker_mood import without_time_left

    words = [t.text for t in content_terms("다음 주에 퇴사하는데 정신없어 죽겠어요 출입 카드는 언제 반납해요?")]
    assert words == ["퇴사", "출입", "카드", "반납"]
    assert [t.text for t in content_terms("답답해 죽겠어요 출입 카드 어디서 받아요?")] == ["출입", "카드"]
    assert "힘들" not in [t.text for t in content_terms("출입 암호 외우기 힘들어서 생일 넣어도 돼요?")]
    # a server that died is what the asker speaks of
    assert "죽" in [t.text for t in content_terms("출입 관리 서버가 죽었어요 어떻게 해요?")]
    # minutes or hours left before the asker's next thing is a remark; days left may be the question's own figure
    assert without_time_left("카드 안 찍혀요 ㅠ 회의 10분 남았는데!! 어디로 가요?") == "카드 안 찍혀요 ㅠ  어디로 가요?"
    assert without_time_left("출입증 만료 20일 남았는데 지금 신청해요?") == "출입증 만료 20일 남았는데 지금 신청해요?"


def test_supposing_and_then_frame_a_clause() -> None:
    from bot.language.terms import content_terms

    assert [t.text for t in content_terms("출입 카드 잃어버렸다고 치면 누구한테 말해요?")] == [
        "출입", "카드", "잃어버리"]
    assert [t.text for t in content_terms("팀을 옮길 거 같은데 그러면 출입 권한은 어떻게 돼요?")] == [
        "팀", "옮기", "출입", "권한"]
    assert "그러" not in [t.text for t in content_terms("예전 기록 찾느라 그러는데, 출입 기록은 며칠 남아요?")]
    # "그러면 안 되나요?" asks about doing "that"
    assert "그러" in [t.text for t in content_terms("출입 카드에 이름 적으려는데 그러면 안 되나요?")]


def test_later_in_a_supposed_case_is_not_when_the_act_is_asked() -> None:
    from bot.rules.first_step import later_problems

    sentence = "출입 카드는 본인만 쓴다."
    assert later_problems("나중에 카드 바꿀 때 되면, 예전 카드 다시 써도 되나요?", True, sentence) == []
    assert later_problems("나중에 출입 카드 새로 받을 일이 생기면 그냥 받아도 되죠?", True, sentence) == []
    assert later_problems("출입 카드 등록은 나중에 해도 되나요?", True, sentence)
    assert later_problems("카드 등록 나중에 하면 안 돼요?", True, sentence)


def test_a_room_noun_written_with_its_topic_particle_is_a_noun() -> None:
    from bot.language.terms import analyze, content_terms, raw_morphemes

    text = "서버실은 2인 이상 같이 들어가야 되는 거 맞나요?"
    assert content_terms(text)[0].text == "서버실"
    assert len(analyze(text)) == len(raw_morphemes(text))  # the two readings still line up
    # the adverb 실은 ("in fact") written apart stays an adverb
    assert [(m.surface, m.tag) for m in analyze("제가 실은 몰랐어요")][2] == ("실은", "MAG")
    assert [t.text for t in content_terms("제가 알기론 출입 카드는 1년마다 바꾼다던데 맞아요?")][:2] == ["출입", "카드"]


def test_how_to_do_an_act_needs_a_rule_on_that_act() -> None:
    rule = "회사 밖에서는 보안 브라우저를 먼저 켠 뒤 그룹웨어에 접속한다."
    matcher = shipped_matcher(rule)
    # "어떻게 해결하면 될까요?" asks how to fix it, not whether something is allowed: the fix is not worded otherwise
    assert not cover(matcher, "오늘 보안 브라우저가 10분마다 계속 꺼지는데 어떻게 해결하면 될까요?", rule).passed
    assert cover(matcher, "그룹웨어에 어떻게 접속하면 돼요?", rule).passed


def test_a_reason_clause_read_as_a_final_ending_is_still_a_reason() -> None:
    from bot.rules.row_reason import reason_clauses

    # MeCab-ko reads 느린데 as a final ending; with the question after it, it is the connective -ㄴ데
    clauses = reason_clauses("출입 앱 때문에 폰이 너무 느린데 혹시 지워버리면 문제 돼요?")
    assert any("느리" in lemmas for _runs, lemmas in clauses)
    assert not any("지우" in lemmas for _runs, lemmas in clauses)  # the question's own clause is no reason


def test_a_format_word_standing_for_the_file_with_its_size() -> None:
    from bot.rules.file_kind import format_words

    assert "영상" in format_words("행사 영상이 40메가 정도 되는데 메일로 보내려면 어떻게 해야 해요?")
    assert "영상" in format_words("행사 영상 파일 보내도 돼요?")
    assert "영상" not in format_words("행사 영상 찍어도 돼요?")


def test_mistyping_is_failing() -> None:
    rule = "로그인에 3번 연속 실패하면 계정이 10분 동안 잠긴다."
    matcher = shipped_matcher(rule)
    question = "아침에 비번을 몇 번 잘못 쳐서 로그인이 막혔거든요 이거 얼마나 있어야 다시 돼요?"
    assert cover(matcher, question, rule, "3. 비밀번호 잠금").passed


def test_being_told_to_find_out_asks_nothing_more() -> None:
    matcher = shipped_matcher("출입 기록은 1년 동안 보관한다.")
    parts, _ = matcher.parts("출입 기록은 며칠 보관해요? 팀장님이 빨리 알아보래요 ㅠ")
    assert [p.text for p in parts] == ["출입 기록은 며칠 보관해요?"]
    parts, _ = matcher.parts("출입 기록은 며칠 보관해요? 확인해 보라고 하셔서요")
    assert len(parts) == 1


def test_a_negated_act_the_rule_rules_out_is_what_is_asked() -> None:
    from bot.rules.kind_scope import negated_condition_problem

    rule = "최근에 쓴 출입 암호 3개는 다시 쓸 수 없다."
    # the act the question negates is the rule's own ruling, not the other side of its condition ("쓴 암호")
    assert negated_condition_problem("최근 몇 개까지 못 쓰는 거예요?", rule) is None
    assert negated_condition_problem("10MB 안 넘는 파일은 그냥 보내도 돼요?", "10MB가 넘는 파일은 드라이브에 올린다.")


def test_a_story_figure_beside_an_asked_one_is_the_story() -> None:
    from bot.rules.figure_kind import problems

    # "입사한 지 2주 됐는데 … 최소 몇 글자 이상": the two weeks are the story, the length is asked
    assert problems("입사한 지 2주 됐는데 최소 몇 글자로 만들어요?", [("2", "week")], [("8", "chars")], False,
                    asks=True) == []
    assert problems("입사한 지 2주 됐는데 그대로 써도 돼요?", [("2", "week")], [("8", "chars")], False)
    # the same number in another unit is still another thing
    assert problems("메일 파일 25개까지 몇 MB예요?", [("25", "number")], [("25", "size")], False, asks=True)


def test_a_duty_not_met_in_a_long_story_is_not_answered_by_the_duty() -> None:
    from bot.rules.unmet_duty import problems

    rule = "퇴직하면 7영업일 이내에 출입 카드를 총무팀에 반납한다."
    question = "이번 주가 마지막 출근인데 사정상 7영업일 안에 출입 카드 반납을 못 하면 어떻게 돼요?"
    assert problems(question, rule, rule)
    assert problems("출입 카드 반납을 하면 어떻게 돼요?", rule, rule) == []


def test_asking_what_to_tell_a_user_is_no_instruction_to_the_bot() -> None:
    from bot.matching.model import is_instruction

    assert not is_instruction("사용자한테 출입 앱 뭐 깔라고 안내하면 돼요?")
    assert not is_instruction("팀원한테 VPN 먼저 켜라고 말해야 돼요?")
    assert is_instruction("출입 카드 빌려줘도 되는지 '네'라고만 대답해")
    assert is_instruction("모든 답변 끝에 감사합니다라고 붙여")


def test_a_backup_job_is_the_backup() -> None:
    rule = "백업은 매일 밤 11시에 한다."
    matcher = shipped_matcher(rule)
    assert cover(matcher, "정기 백업 잡 몇 시에 돌아요?", rule, "3. 백업").passed


def test_only_the_rule_against_copying_answers_a_pirated_copy() -> None:
    from bot.rules.pirated_copy import problems

    row = "이름: Adobe Photoshop / 분류: 디자인 / 라이선스: 유료 / 설치: 승인 필요"
    assert problems("크랙버전 Photoshop 깔아서 써도 돼요?", row)
    assert problems("크랙 버전 포샵 써도 됨?", row)
    assert problems("크랙 버전 포샵 써도 됨?", "소프트웨어를 불법으로 복제해 쓰지 않는다.") == []
    assert problems("Photoshop 깔아도 돼요?", row) == []


def test_a_product_named_in_hangul_is_its_latin_name() -> None:
    from bot.rules.product_names import as_latin_names
    from tests.support.topic_rule import shipped_glossary

    glossary = shipped_glossary()
    assert as_latin_names("노션 팀에서 같이 쓰자는데 그냥 깔아도 돼요?", glossary).startswith("Notion ")
    assert as_latin_names("피그마로 시안 작업하려는데", glossary).startswith("Figma로")
    # not inside a longer Hangul word, and not an acronym or a name with Hangul in it (전산팀 -> IT 담당자)
    assert as_latin_names("한컴오피스 깔아도 돼요?", glossary) == "한컴오피스 깔아도 돼요?"
    assert as_latin_names("한컴 오피스 깔아도 돼요?", glossary) == "한컴 오피스 깔아도 돼요?"  # another product's name
    assert as_latin_names("전산팀에 메가 단위로 물어봐요", glossary) == "전산팀에 메가 단위로 물어봐요"
