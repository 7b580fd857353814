// SizeFuzz: seeded generators, invariants, the runner and the shrinker.
import LayoutModel
