"""Loopback fakes and harnesses shared by the tests and the `helpdesk bench` commands (loaded through
`bot.bench.devsupport.devtools`; not part of the shipped package).

Nothing here talks to the outside world: every server binds to 127.0.0.1 on a free port.
"""
