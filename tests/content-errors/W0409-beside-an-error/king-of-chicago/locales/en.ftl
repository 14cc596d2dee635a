card-big_all = Big Al
    .text = Attack +3
card-slim_jim = Slim Jim
    .text = Attack +2
