"""Writing a thing down is not using it (session 55), on invented sentences."""

from __future__ import annotations

from bot.rules.written_sense import used_not_written
from tests.support.topic_rule import cover, shipped_matcher


def test_a_writing_word_is_carried_only_by_a_write_on_reading_of_sseuda() -> None:
    # 쓰다 with the place written on right before it is writing; with an object, an adverb or another verb, using
    assert not used_not_written("적", "출입 코드는 게시판에 쓰지 않는다.")
    assert used_not_written("적", "출입 코드를 다른 건물에 같이 쓰지 않는다.")
    assert used_not_written("적", "대문자와 숫자를 섞어 쓴다.")
    assert used_not_written("기재", "회의실은 다른 팀과 함께 쓰지 않는다.")
    # a sentence that says writing itself, or a question word that is no writing word
    assert not used_not_written("적", "방문객 이름은 출입 대장에 적는다.")
    assert not used_not_written("넣", "출입 코드를 다른 건물에 같이 쓰지 않는다.")


def test_writing_the_code_on_a_note_is_not_answered_by_a_rule_on_using_it_elsewhere() -> None:
    use = "회사 출입 코드를 다른 건물에 같이 쓰지 않는다."
    write = "출입 코드는 게시판에 쓰지 않는다."
    matcher = shipped_matcher(use, write)
    assert cover(matcher, "출입 코드 자꾸 까먹어서 메모지에 적어서 책상에 붙여놔도 될까요", use).missing
    assert not cover(matcher, "출입 코드 게시판에 적어도 돼요?", write).missing


def test_a_lone_container_noun_is_answered_by_a_sentence_that_pins_the_rest() -> None:
    from bot.rules.container_only import answered

    sentence = "보안 라벨이 없는 문서는 팀 공용으로 본다."
    assert answered(["파일"], ["보안", "라벨", "공용"], sentence) == []
    # another word missing, a sentence that pins less, a sentence that names no other container, no container
    assert answered(["파일", "백업"], ["보안", "라벨", "공용"], sentence) == ["파일", "백업"]
    assert answered(["파일"], ["라벨", "공용"], sentence) == ["파일"]
    assert answered(["파일"], ["보존", "기한", "지나"], "보존 기한이 지나면 3일 이내에 파기한다.") == ["파일"]
    assert answered(["백업"], ["보안", "라벨", "공용"], sentence) == ["백업"]


def test_an_unmarked_file_is_answered_by_the_rule_on_unmarked_documents() -> None:
    sentence = "보안 라벨이 없는 문서는 팀 공용으로 본다."
    matcher = shipped_matcher(sentence)
    assert not cover(matcher, "보안 라벨 없는 파일은 팀 공용으로 봐야 돼요?", sentence).missing


def test_going_in_after_a_clause_enters_the_place_named_before() -> None:
    from bot.rules.entered_place import entered

    body = "2. 기록실 출입 기록실에는 2인 이상이 함께 출입한다."
    assert entered("기록실에 상자 하나만 보고 오면 되는데 혼자 들어가도 돼요?", body)
    # a place named a sentence before: what to do on entering is asked
    assert not entered("기록실에 상자 정리하러 들어가야 해요. 들어갈 때 따로 해야 하는 게 있나요?", body)
    # a place right before the verb that the sentence does not name; a thing contained
    assert not entered("기록실 옆 창고에 혼자 들어가도 돼요?", body)
    assert not entered("개인정보 들어간 상자 기록실에 둬도 돼요?", body)


def test_a_thing_still_on_a_medium_after_the_occasion_is_its_leftover() -> None:
    from bot.language.terms import Term
    from bot.rules.leftover import left_carried

    after_use = "용도가 끝난 사진은 공용 카메라에서 바로 지운다."
    terms = [Term("카메라", False), Term("남", True), Term("두", True)]
    assert left_carried("행사 끝났는데 공용 카메라에 남은 사진 그냥 둬도 되죠?", terms, after_use) == {"남"}
    still = "행사 끝났는데 카메라에 사진이 그대로 남아 있어요 계속 둬도 되나요?"
    assert left_carried(still, terms, after_use) == {"남"}
    # no occasion over, or another act asked
    assert left_carried("공용 카메라에 남은 사진 그냥 둬도 되죠?", terms, after_use) == set()
    assert left_carried("행사 끝났는데 카메라에 남은 사진 인화해도 되죠?", [*terms, Term("인화", True)],
                        after_use) == set()


def test_how_many_computers_is_not_whose() -> None:
    from bot.rules.install_target import answered

    row = "이름: 압축기 / 라이선스: 무료 / 설치: 자유 설치"
    assert answered("압축기 두세 대 PC에 깔 건데 승인 받아야 해요?", ["pc"], row) == []
    assert answered("압축기 동생 PC에 깔아도 돼요?", ["pc"], row) == ["pc"]
