card-big_rgi = Big rig
    .text = A truck of 9 crates.
card-lorry = Lorry
    .text = A truck of 6 crates.
