crad-big_al = Big Al
    .text = Attack +3
