"""The database: the two drivers (`drivers`: SQLite, PostgreSQL), the schema and its migrations
(`schema`), the rows as read (`rows`), open games (`games`), finished games with their results,
ratings and uploads (`results`), and the rating model (`ratings`).

Imports nothing else of `bot`."""
