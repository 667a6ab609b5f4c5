-- The signing keys of access tokens and known-device marks are now derived from AUTH_SECRET, which the environment
-- gives every server process, so a copy of the database no longer signs anything. The stored keys go: an access token
-- they signed (an hour's lifetime) is refused and the page asks /api/me for a new one; sessions themselves are random
-- tokens whose hashes are kept, and live on.
drop table if exists local_auth.secrets;
