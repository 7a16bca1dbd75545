"""English questions of branch english19 (issue 8): a pirated copy asked to be used, maintenance work as the occasion
of entering the server room, a message's quoted name and the asker's judgment of it, a file named by its format, a
two-word glossary phrase with a plain word inside, and the glossary.en rows. Hand-made sentences only."""

from __future__ import annotations

from pathlib import Path

from bot.knowledge.glossary import Glossary
from bot.language.terms import Term, compact
from bot.rules import (
    english_access,
    english_account_sharing,
    english_coworker,
    english_expired_reuse,
    english_file_format,
    english_inserted,
    english_message_content,
    english_own_account,
    english_pirated,
    english_work_visit,
)

POLICY_GLOSSARY = Glossary.load(Path(__file__).resolve().parents[1] / "policies" / "glossary.yaml")
COPYING = "소프트웨어를 불법으로 복제해 쓰지 않는다."
ESCORT = "외부 업체가 서버실에 들어갈 때는 IT 담당자가 동행한다."


def _terms(*words: str) -> list[Term]:
    return [Term(w, False) for w in words]


def test_a_pirated_copy_asked_to_be_used_leaves_its_description_to_the_copying_rule() -> None:
    question = "May I run a cracked build of some video plugin just for a short trial?"
    carried = english_pirated.carried(question, _terms("build", "video", "plugin", "trial"), COPYING)
    assert carried == {"build", "video", "plugin", "trial"}
    handed = "my cousin gave me a pirated version of a design app, ok to install it?"
    assert english_pirated.carried(handed, _terms("cousin", "version", "design"), COPYING) == {
        "cousin", "version", "design"}


def test_no_pirated_copy_or_no_use_asked_keeps_the_words() -> None:
    assert english_pirated.carried("the screen cracked, can I use a loaner?", _terms("screen", "loaner"), COPYING) \
        == set()
    assert english_pirated.carried("what's the penalty for pirated software at work?", _terms("penalty"), COPYING) \
        == set()
    assert english_pirated.carried("Can I use a cracked copy of a plugin?", _terms("plugin"),
                                   "유료 라이선스는 IT 담당자가 구매하고 관리한다.") == set()


def test_maintenance_work_is_the_occasion_of_entering_the_server_room() -> None:
    question = "An outside technician comes in to replace a fan in the server room. Must IT stay with him?"
    assert english_work_visit.told_work(question) >= {"replace", "fan"}
    assert english_work_visit.carried(question, _terms("replace", "fan"), ESCORT) == {"replace", "fan"}
    alone = "may I enter the data center alone to patch a switch?"
    assert english_work_visit.carried(alone, _terms("patch", "switch"), ESCORT) == set()  # no outsider
    pair = "서버실에는 2인 이상이 함께 출입한다."
    assert english_work_visit.carried(question, _terms("replace", "fan"), pair) == set()


def test_other_purposes_or_places_keep_their_words() -> None:
    assert english_work_visit.told_work("can I go into the server room to film the racks?") == frozenset()
    assert english_work_visit.told_work("can I go to the office to fix my monitor?") == frozenset()
    assert english_work_visit.carried("go into the server room to fix a rack", _terms("rack"),
                                      "노트북은 4년마다 교체한다.") == set()


def test_a_quoted_name_and_the_askers_judgment_describe_the_message() -> None:
    told = english_message_content.described("I opened a strange 'FedEx' mail and only then saw it was fake. now?")
    assert {"fedex", "saw", "fake"} <= told
    asked = english_message_content.described("a text from my 'bank' asking for a code, seems suspicious")
    assert {"bank", "code", "seems", "suspicious"} <= asked
    assert english_message_content.described("the 'Finance' folder looks fake") == frozenset()


def test_a_format_named_after_its_content_is_that_contents_file() -> None:
    sentence = "개인정보 파일은 암호를 걸어 사내 드라이브에만 보관하고, 개인 PC나 개인 메일에 두지 않는다."
    assert english_file_format.answered("where do I store the member data spreadsheet?", ["spreadsheet"],
                                        sentence) == []
    assert english_file_format.answered("is a csv of member phone numbers ok on my desktop?", ["csv"],
                                        sentence) == []
    assert english_file_format.answered("where is the spreadsheet?", ["spreadsheet"], sentence) == ["spreadsheet"]
    assert english_file_format.answered("where do I store the member data spreadsheet?", ["spreadsheet"],
                                        "메일 첨부 파일은 25MB까지 보낼 수 있다.") == ["spreadsheet"]


def test_a_plain_word_inside_a_two_word_phrase_keeps_the_phrase() -> None:
    question = "can I reach the internal payroll system from a hotel?"
    assert ("사내 시스템" in {w for w, _, _ in english_inserted.spans(POLICY_GLOSSARY, question, compact(question))})
    for other in ("I typed the wrong wifi password twice", "my first business day", "my admin account login"):
        assert english_inserted.spans(POLICY_GLOSSARY, other, compact(other)) == []
    assert english_access.plain("before opening the internal payroll system").startswith("before access ")


def test_glossary_rows_of_this_branch() -> None:
    words = POLICY_GLOSSARY.policy_words_for
    assert "로그인" in words("sign-in attempts")
    assert "잠금" in words("lockout")
    assert "소프트웨어" in words("command-line tool")
    assert "설치" in words("brew install")


def test_an_own_account_asked_is_answered_by_a_company_account_only_row() -> None:
    row = "이름: Copilot / 분류: 생성형 AI / 라이선스: 유료 / 설치: 승인 필요 / 비고: 회사 계정으로만"
    question = "Copilot - may I log in with my own Microsoft account?"
    missing = ["log", "own", "microsoft", "(개인 microsoft account: the sentence speaks of no one's own thing)"]
    assert english_own_account.without_own_account(question, row, missing) == []
    assert english_own_account.without_own_account("which Copilot plan comes with my personal account?", row,
                                                   ["personal"]) == ["personal"]
    assert english_own_account.without_own_account(question, "이름: Zoom / 라이선스: 유료", missing) == missing


def test_lending_ones_login_is_sharing_it() -> None:
    sentence = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
    assert english_account_sharing.answered("my buddy wants to borrow my password over the weekend, ok?", ["borrow"],
                                            sentence) == []
    assert english_account_sharing.answered("the agency needs my login to upload the banner, can I give it?",
                                            ["upload", "banner"], sentence) == []
    assert english_account_sharing.answered("can I borrow a coworker's charger?", ["borrow"], sentence) == ["borrow"]
    assert english_account_sharing.answered("my buddy wants to borrow my password, ok?", ["borrow"],
                                            "비밀번호는 90일마다 바꾼다.") == ["borrow"]


def test_an_expiry_is_the_occasion_of_going_back_to_an_old_password() -> None:
    sentence = "최근에 쓴 비밀번호 5개는 다시 쓸 수 없다."
    question = "my pw is expiring tomorrow, may I change it back to my previous password?"
    assert english_expired_reuse.answered(question, sentence, ["expiring"]) == []
    assert english_expired_reuse.answered("what happens when my password expires?", sentence, ["expires"]) == [
        "expires"]
    assert english_expired_reuse.answered(question, "비밀번호는 90일마다 바꾼다.", ["expiring"]) == ["expiring"]


def test_a_coworker_who_wants_the_act_is_the_askers_story() -> None:
    sentence = "개인정보 파일은 암호를 걸어 사내 드라이브에만 보관하고, 개인 PC나 개인 메일에 두지 않는다."
    question = "One of my teammates wants to save the member spreadsheet on his home laptop. Allowed?"
    assert english_coworker.answered(question, ["teammates"], sentence) == []
    assert english_coworker.answered("can I lend my laptop to a teammate?", ["teammate"], sentence) == ["teammate"]
    sharing = "계정과 비밀번호는 동료나 외부 업체와 공유하지 않는다."
    assert english_coworker.answered(question, ["teammates"], sharing) == ["teammates"]
