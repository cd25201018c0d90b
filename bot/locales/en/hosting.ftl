# A running game's host left the server: the next seated member hosts it.
thread-host_left = { $old } (the host) left the server: { $name } hosts the game now.
