// Placeholder until the map file code lands.
