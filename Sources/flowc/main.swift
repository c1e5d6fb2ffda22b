import FlowCompiler

print("flowc")
