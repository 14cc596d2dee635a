crad-big_rig = Big rig
    .text = A truck of 9 crates.
