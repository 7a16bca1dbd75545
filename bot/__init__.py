"""IT-helpdesk bot: grounded answers from company IT policies, tickets for everything else."""
