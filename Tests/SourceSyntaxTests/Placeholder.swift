// Stands in for the syntax branch's tests until they are committed.
