# De host van een lopend spel verliet de server: het volgende lid aan tafel wordt host.
thread-host_left = { $old } (de host) heeft de server verlaten: { $name } is nu de host van het spel.
