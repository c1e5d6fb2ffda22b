// The Storefront navigation layer: `Storefront.flow` in this folder is compiled to Swift on every
// build by FlowBuildPlugin. This file only re-exports the runtime the generated code is written
// against, so that `import Storefront` is all an app or a test needs.
@_exported import FlowRuntime
