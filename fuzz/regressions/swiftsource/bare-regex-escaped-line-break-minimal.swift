let s = 1
letre = /a\
	"d = " *aT##/x /0
