print("viewport-sim")
