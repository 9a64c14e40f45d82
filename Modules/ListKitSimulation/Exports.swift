// A simulation plays layout documents (`Simulator(document:…)`,
// `DocumentScreen`): `import ListKitSimulation` brings ListKitDocument too.
@_exported import ListKitDocument
