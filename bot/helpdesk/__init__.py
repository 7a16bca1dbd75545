"""The platform-neutral helpdesk service: Slack and Teams are adapters implementing its ports.

- `incoming`: what an adapter hands the service (`Incoming`, staff actions).
- `content`: platform-neutral message content (what to say, never how to render it).
- `texts`: every user-facing Korean sentence, without platform markup.
- `ports`: the small interfaces each platform implements (sending, working signal, reply form,
  staff membership, departments).
- `service`: `HelpdeskService`, the workflow (receive, work, tickets, staff actions, feedback,
  digest, takeover loop); `outbox`: delivering outbox rows through the ports; `render`: content
  built from stored records; `text`: normalisation at the edge; `smalltalk`: greetings and thanks.
"""
