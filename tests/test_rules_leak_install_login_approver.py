"""Coverage rules (issue 8: a question noun missing from the answering sentence), on hand-made sentences
and questions: the leaked information is the 정보 of 정보 유출 (`bot.rules.leaked_thing`); the company computer a
program is installed on is no topic of an installation rule (`bot.rules.install_target`); logging in is how an account
is used (`bot.rules.account_login`); a thing once done with is answered by a sentence on it after use
(`bot.rules.done_with`); an approver the asker offers as a condition is no topic of a rule that forbids outright or
names its own approver (`bot.rules.offered_approver`); and the glossary's new rows (real synonyms). Each rule also keeps
refusing what it is not about."""

from __future__ import annotations

from bot.rules import account_login, done_with, install_target, leaked_thing, offered_approver
from bot.topic import Coverage, TopicMatcher
from tests.support import topic_rule

GLOSSARY = topic_rule.shipped_glossary()
LEAK = "정보 유출이 확인되면 곧바로 보안팀에 알린다."
INSTALL = "프로그램은 설치하기 전에 IT 담당자의 승인을 받는다."
NO_DRIVES = "개인 외장 하드는 업무용 컴퓨터에 연결하지 않는다."
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([LEAK, INSTALL, NO_DRIVES])


def cover(question: str, sentence: str, section: str = "1. 규칙") -> Coverage:
    return topic_rule.cover(MATCHER, question, sentence, section)


def test_the_subject_of_a_leak_names_the_leaked_information() -> None:
    assert leaked_thing.leaked_nouns("거래처 명단이 외부로 새 나간 것 같아요") == {"거래처", "명단"}
    assert leaked_thing.leaked_nouns("회사 자료가 밖으로 샌 거 같은데 어디다 말해요") == {"회사", "자료"}
    assert leaked_thing.leaked_nouns("I think our supplier list got leaked, who do I tell?") == {"supplier", "list"}
    # a story before the subject is not part of it
    assert leaked_thing.leaked_nouns("어제 실수로 직원 데이터가 유출됐어요") == {"직원", "데이터"}
    # not information (a credential has its own rule), no subject marked, no leak at all
    assert leaked_thing.leaked_nouns("비밀번호가 유출된 것 같아요") == frozenset()
    assert leaked_thing.leaked_nouns("직원 명단 유출되면 직원한테 알려야 돼요?") == frozenset()
    assert leaked_thing.leaked_nouns("직원 명단은 어디에 보관해요?") == frozenset()


def test_leaked_nouns_are_set_aside_only_by_a_sentence_on_information_leaks() -> None:
    assert leaked_thing.answered("거래처 명단이 외부로 샌 거 같아요", ["거래처", "명단"], f"3. 유출 {LEAK}") == []
    assert leaked_thing.answered("거래처 명단이 외부로 샌 거 같아요", ["거래처", "명단"],
                                 "거래처 명단은 사내 드라이브에 둔다.") == ["거래처", "명단"]
    asked = cover("거래처 명단이 외부로 새 나간 것 같은데 누구한테 알려요?", LEAK, "3. 정보 유출 신고")
    assert not {"거래처", "명단"} & set(asked.missing), asked.missing


def test_a_company_computer_is_no_topic_of_an_installation_rule() -> None:
    missing = ["pc", "업무"]
    assert install_target.answered("업무용 pc에 뷰어 깔아도 돼요?", missing, INSTALL) == []
    assert install_target.answered("회사 노트북에 메신저 설치하려면 누구 승인?", ["노트북"], INSTALL) == []
    assert install_target.answered("can I install this viewer on my work laptop?", ["laptop"], INSTALL) == []
    # a personal or home computer keeps its noun, and so does a rule on something other than installing
    assert install_target.answered("개인 PC에 회사 프로그램 깔아도 돼요?", ["pc"], INSTALL) == ["pc"]
    assert install_target.answered("집 컴퓨터에 깔아도 돼요?", ["컴퓨터"], INSTALL) == ["컴퓨터"]
    assert install_target.answered("회사 PC에 깔아도 돼요?", ["pc"], NO_DRIVES) == ["pc"]
    assert install_target.answered("회사 PC 몇 년 써요?", ["pc"], INSTALL) == ["pc"]


def test_an_offered_approver_is_no_topic_of_an_outright_ban_or_another_approver() -> None:
    assert offered_approver.offered("팀장님이 허락하면 외장 하드 써도 돼요?") == {"팀장"}
    assert offered_approver.offered("부장 승인만 받으면 설치해도 되죠?") == {"부장"}
    assert offered_approver.offered("우리 팀장님한테 받아도 되죠?") == {"팀장"}
    assert offered_approver.offered("팀장님이 쓰는 프로그램 복사해도 돼요?") == frozenset()
    # an outright ban with no approval word, or a rule naming whose approval it takes
    assert offered_approver.answered("팀장님이 허락하면 외장 하드 꽂아도 돼요?", ["팀장"], NO_DRIVES, True) == []
    assert offered_approver.answered("부장 승인만 받으면 설치해도 되죠?", ["부장"], INSTALL, True) == []
    # the rule allows with an approval but names no approver; the rule names the offered approver itself;
    # a question word asks something else
    no_approver = "승인 없이 설치하지 않는다."
    assert offered_approver.answered("팀장님한테 받아도 되죠?", ["팀장"], no_approver, True) == ["팀장"]
    assert offered_approver.answered("팀장 승인 받으면 발급돼요?", ["팀장"], "계정은 팀장 승인을 받은 뒤 발급한다.",
                                     True) == ["팀장"]
    assert offered_approver.answered("팀장 승인 받으면 뭐 해요?", ["팀장"], INSTALL, False) == ["팀장"]


def test_glossary_rows_are_real_synonyms() -> None:
    assert "외부 업체" in GLOSSARY.policy_words_in("협력사 엔지니어가 서버 보러 온대요")
    assert "외부 업체" not in GLOSSARY.policy_words_in("우리 팀 엔지니어가 들어가요")
    assert "동행" in GLOSSARY.policy_words_in("서버실에 누가 같이 가요?")
    assert "함께" in GLOSSARY.policy_words_in("서버실에 몇 명이 같이 들어가요?")
    assert "삭제" in GLOSSARY.policy_words_in("파일 지우고 휴지통 비우면 끝인가요?")
    assert "지급" in GLOSSARY.policy_words_in("신입인데 노트북 바로 나오나요?")
    assert "지급" not in GLOSSARY.policy_words_in("수리 맡긴 거 언제 나와요?")
    assert "정보 유출" in GLOSSARY.policy_words_in("자료가 외부로 샌 거 같아요")


def test_logging_in_is_carried_by_a_sentence_on_the_account_the_question_names() -> None:
    only_company = "비고: 회사 계정으로만"
    asked = ["메신저", "개인", "계정"]
    assert account_login.answered("메신저 개인 계정으로 로그인해서 써도 돼요?", asked, ["로그인"], only_company) == []
    assert account_login.answered("can I login with my personal account?", ["personal", "account"], ["login"],
                                  only_company) == []
    # no account named by the question, a sentence on logging in itself, another word for signing in
    assert account_login.answered("메신저 로그인 어떻게 해요?", ["메신저"], ["로그인"], only_company) == ["로그인"]
    # nothing but account and login: no sentence on some account answers it
    other = "다른 사람 계정으로 로그인해도 돼요?"
    assert account_login.answered(other, ["계정"], ["로그인"], only_company) == ["로그인"]
    failed = "로그인에 5번 연속 실패하면 계정이 30분 동안 잠긴다."
    messenger = "메신저 계정으로 로그인해도 돼요?"
    assert account_login.answered(messenger, ["메신저", "계정"], ["로그인"], failed) == ["로그인"]
    assert account_login.answered("sign-in alerts on my account?", ["alerts"], ["sign"], failed) == ["sign"]


def test_a_thing_once_done_with_is_answered_by_a_sentence_on_it_after_use() -> None:
    right_after = "기밀 보고서의 인쇄본은 인쇄한 뒤 바로 가져간다."
    used = "다 쓴 기밀 인쇄본은 분쇄한다."
    assert done_with.problems("기밀 보고서 인쇄한 거 다 보고 나면 어떻게 해요?", right_after) == [done_with.PROBLEM]
    assert done_with.problems("기밀 보고서 인쇄한 거 다 보고 나면 어떻게 해요?", used) == []
    assert done_with.problems("외장 디스크 자료 다 쓰고나면요?", "용도가 끝난 자료는 바로 지운다.") == []
    assert done_with.problems("기밀 인쇄본 다 쓰고 나서 어떻게 해요?", "기밀 인쇄본은 사용 후 바로 분쇄한다.") == []
    # no "done with" asked: a meeting's end is a time, and a plain question is left alone
    assert done_with.problems("회의 끝나고 인쇄본 어떻게 해요?", right_after) == []
    assert done_with.problems("기밀 인쇄본 어떻게 해요?", right_after) == []
