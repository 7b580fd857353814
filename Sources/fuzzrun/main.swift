// fuzzrun: the command line.
import LayoutModel
import SizeFuzz

print("fuzzrun: nothing to fuzz yet")
