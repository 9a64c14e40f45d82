// A replay page draws a simulation's record (`SimulationRecord`):
// `import ListKitPicture` brings ListKitSimulation (and with it
// ListKitDocument, whose frames format `.frames` snapshots use) too.
@_exported import ListKitSimulation
