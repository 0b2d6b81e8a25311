print("per")
